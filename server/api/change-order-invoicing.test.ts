/**
 * A change order on the job's invoices when the usual course does not hold (docs/change-orders.md, "The two
 * billings"; docs/invoices.md): added work billed `next_invoice` but approved once the job is complete gets
 * its own invoice at once, since no invoice comes next; and a milestone's draft that carries a change order's
 * credit line is rewritten by the owner with that line kept, though never below $0.00.
 */
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { ChangeOrderView } from "~/features/change-orders/change-order-view";
import type { AdminEstimateView } from "~/features/estimates/estimate-job-view";
import type { InvoiceView, PublicInvoiceView } from "~/features/invoices/invoice-view";
import { INVOICE_BELOW_ZERO } from "~/features/invoices/invoice.schema";
import { businessInstant } from "~/lib/dates";
import { invoiceDueMilestones } from "~/workflows/schedule-invoices.server";
import { approveChangeOrder, invoiceOfChangeOrder } from "~tests/support/approved-change-orders";
import { changeOrderTestServer, newJob, sentChangeOrder, visitor } from "~tests/support/change-orders";
import { approvedJob } from "~tests/support/estimate-jobs";
import { waitForMail } from "~tests/support/outbox";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

const site = changeOrderTestServer();
const db = () => site().server.database.db;

const readInvoice = async (id: number) => {
  const res = await site().admin.fetch(`/api/admin/invoices/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as InvoiceView;
};
const readEstimate = async (id: number) =>
  (await (await site().admin.fetch(`/api/admin/estimates/${id}`)).json()) as AdminEstimateView;
const linesOf = (invoice: InvoiceView) => invoice.lines.map((line) => [line.description, line.total]);

describe("added work approved after the job was marked complete", () => {
  it("is invoiced at once although billed on the next invoice: the approval answers the invoice's page", async () => {
    const job = await newJob(site());
    const completed = await site().admin.post(`/api/admin/jobs/${job.id}/complete`);
    expect(completed.status, await completed.clone().text()).toBe(200);
    const { view, token } = await sentChangeOrder(site(), job.id, {
      title: "Extra outlet",
      lines: [{ description: "Outlet by the island", quantity: 2, unit: "each", unitPrice: "185.00" }],
      billing: "next_invoice",
    });

    const res = await visitor(site()).post(`/api/change-orders/${token}/approve`, {
      name: "Dana Estimate",
      acceptTerms: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { status: string; invoiceUrl?: string };
    expect(answer).toEqual({
      status: "approved",
      invoiceUrl: expect.stringMatching(/^\/invoices\/[\w-]{43}$/),
    });

    // Its own invoice, sent: the change order's lines and nothing credited (the completion invoice has its own).
    const order = (await (
      await site().admin.fetch(`/api/admin/change-orders/${view.id}`)
    ).json()) as ChangeOrderView;
    expect(order.invoice).toMatchObject({ status: "sent", number: expect.stringMatching(/^INV-/) });
    const invoice = await readInvoice(order.invoice!.id);
    expect(invoice).toMatchObject({
      estimateId: job.id,
      total: "370.00",
      credited: "0.00",
      balance: "370.00",
    });
    expect(linesOf(invoice)).toEqual([["CO-1: Outlet by the island", "370.00"]]);
    expect(invoice.notes).toBe(`Change order CO-1 for estimate #${job.number}: Extra outlet`);

    // The link answered is that invoice's page, and the customer is mailed it.
    const page = await site().anonymous.fetch(`/api${answer.invoiceUrl}`);
    expect(page.status).toBe(200);
    expect((await page.json()) as PublicInvoiceView).toMatchObject({
      number: invoice.number,
      total: "370.00",
    });
    const mail = await waitForMail(`${site().server.dataDir}/outbox`, job.customer.email, {
      subject: new RegExp(invoice.number!),
    });
    expect(mail.text).toContain(answer.invoiceUrl);
  });
});

// Far ahead, so that the site's own schedule never finds this milestone due.
const DUE = "2031-10-06";

describe("a milestone's draft carrying a change order's credit", () => {
  it("is rewritten by the owner with the credit line kept, and refused below $0.00 at `lines`", async () => {
    const job = await approvedJob({ db: db(), admin: site().admin, anonymous: site().anonymous }, [
      { name: "Rough-in", kind: "percent", value: "40", due: "on_date", dueDate: DUE },
    ]);
    const credit = await approveChangeOrder(db(), job.id, {
      title: "No backsplash",
      lines: [{ description: "Backsplash left out", unitPrice: "-300.00" }],
    });
    // The schedule's job on the milestone's day makes its invoice, a draft that carries the credit.
    await invoiceDueMilestones(
      {
        db: db(),
        jobs: site().server.jobs,
        logger: pino({ level: "silent" }),
        siteUrl: site().server.url,
        provider: undefined,
        linkSecret: TEST_AUTH_SECRET,
      },
      businessInstant(DUE, "10:00"),
    );
    const [made] = (await readEstimate(job.id)).invoices;
    const draft = await readInvoice(made!.id);
    expect(draft.status).toBe("draft");
    expect(draft.total).toBe("600.00");
    expect(linesOf(draft)).toContainEqual(["CO-1: No backsplash", "-300.00"]);
    expect(await invoiceOfChangeOrder(db(), credit.id)).toBe(draft.id);

    // The owner adds a line and sends the rest back as the API answered it.
    const body = {
      customerId: draft.customer.id,
      estimateId: draft.estimateId,
      lines: [
        ...draft.lines,
        { description: "Permit fee", quantity: 1, unit: "job", unitPrice: "75.00", serviceId: null },
      ],
      terms: draft.terms,
      notes: "Rough-in complete.",
    };
    const put = await site().admin.fetch(`/api/admin/invoices/${draft.id}`, { method: "PUT", json: body });
    expect(put.status, await put.clone().text()).toBe(200);
    const rewritten = (await put.json()) as InvoiceView;
    expect(linesOf(rewritten)).toEqual([...linesOf(draft), ["Permit fee", "75.00"]]);
    expect(rewritten).toMatchObject({ total: "675.00", notes: "Rough-in complete.", status: "draft" });
    expect(await invoiceOfChangeOrder(db(), credit.id)).toBe(draft.id);

    // Lines that add up below zero: a 400 at `lines`, the draft as it was.
    const below = await site().admin.fetch(`/api/admin/invoices/${draft.id}`, {
      method: "PUT",
      json: { ...body, lines: draft.lines.filter((line) => Number(line.unitPrice) < 0) },
    });
    expect(below.status).toBe(400);
    expect(((await below.json()) as { errors: Record<string, string> }).errors).toEqual({
      lines: INVOICE_BELOW_ZERO,
    });
    expect(linesOf(await readInvoice(draft.id))).toEqual(linesOf(rewritten));
  });
});
