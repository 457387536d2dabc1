/**
 * An estimate's job marked complete and its money through the API (docs/estimates.md, docs/invoices.md):
 * `POST /api/admin/estimates/{id}/complete` issues the completion invoice, which lists the contract and
 * credits the deposit and what each earlier invoice billed, paid or not, so it asks only the rest; it takes
 * the milestones due on completion and those due on a date not invoiced yet; the refusals (409, 404, 401,
 * 403), a double click; and `GET /api/admin/estimates/{id}`'s invoices, paid and balance. With change
 * orders: server/api/change-order-billing.test.ts.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEstimateView } from "~/features/estimates/estimate-job-view";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { addDays, businessInstant, businessToday } from "~/lib/dates";
import { invoiceDueMilestones } from "~/workflows/schedule-invoices.server";
import { estimateMilestones, invoices } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { approvedJob, sendScheduleInvoices, sentEstimate } from "~tests/support/estimate-jobs";
import { MAIL_DEADLINE, mailsTo } from "~tests/support/outbox";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let t: AdminTestServer;
const db = () => t.server.database.db;
const clients = () => ({ db: db(), admin: t.admin, anonymous: t.anonymous });

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

const complete = (id: number) => t.admin.post(`/api/admin/estimates/${id}/complete`);
const readEstimate = async (id: number) =>
  (await (await t.admin.fetch(`/api/admin/estimates/${id}`)).json()) as AdminEstimateView;
const readInvoice = async (id: number) =>
  (await (await t.admin.fetch(`/api/admin/invoices/${id}`)).json()) as InvoiceView;
const send = async (id: number) =>
  expect((await t.admin.post(`/api/admin/invoices/${id}/send`)).status).toBe(200);
const receive = async (id: number, amount: string) => {
  const res = await t.admin.post(`/api/admin/invoices/${id}/payments`, {
    amount,
    method: "check",
    receivedOn: businessToday(),
  });
  expect(res.status, await res.clone().text()).toBe(201);
};
const completionOf = (view: AdminEstimateView) =>
  view.invoices.find((i) => i.completion && i.status !== "void");
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

// Far ahead, so that the site's own schedule never finds these milestones due.
const DUE = "2031-06-10";
/** The milestones due on DUE get their invoices, as the scheduled job makes them that day. */
const runScheduleOnDue = () =>
  invoiceDueMilestones(
    {
      db: db(),
      jobs: t.server.jobs,
      logger: pino({ level: "silent" }),
      siteUrl: t.server.url,
      provider: undefined,
      linkSecret: TEST_AUTH_SECRET,
    },
    businessInstant(DUE, "10:00"),
  );

describe("the job's money on GET /api/admin/estimates/{id}", () => {
  it("answers the deposit paid, the balance of the approved total, no invoices yet, and what completing would bill", async () => {
    const job = await approvedJob(clients(), []);
    const view = await readEstimate(job.id);
    expect(view).toMatchObject({
      status: "approved",
      total: "2250.00",
      completedAt: null,
      invoices: [],
      paid: "675.00",
      balance: "1575.00",
      completionInvoice: { amount: "1575.00", sentAtOnce: false },
    });
    const { estimate } = await sentEstimate(clients());
    expect(await readEstimate(estimate.id)).toMatchObject({
      invoices: [],
      paid: "0.00",
      balance: "2250.00",
      completionInvoice: null,
    });
  });
});

describe("marking the job complete", () => {
  it("lists the contract and credits the deposit and each earlier invoice, paid or still owed on its own: it asks only the rest", async () => {
    // $2,250.00 approved, $675.00 deposit paid. 20% ($450.00) and $300.00 due on DUE, $200.00 on completion,
    // $100.00 due long after; the balance after them is $525.00.
    const job = await approvedJob(clients(), [
      { name: "Rough-in", kind: "percent", value: "20", due: "on_date", dueDate: DUE },
      { name: "Cabinets hung", kind: "fixed", value: "300.00", due: "on_date", dueDate: DUE },
      { name: "Final walk-through", kind: "fixed", value: "200.00", due: "on_completion" },
      { name: "Trim", kind: "fixed", value: "100.00", due: "on_date", dueDate: addDays(DUE, 60) },
    ]);
    expect(await runScheduleOnDue()).toBe(2);
    const [roughIn, cabinets] = (await readEstimate(job.id)).invoices;
    await send(roughIn!.id);
    await send(cabinets!.id);
    await receive(roughIn!.id, "450.00");
    const before = await readEstimate(job.id);
    expect(before).toMatchObject({ paid: "1125.00", balance: "1125.00" });
    expect(before.completionInvoice).toEqual({ amount: "825.00", sentAtOnce: false });

    const res = await complete(job.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const view = (await res.json()) as AdminEstimateView;
    expect(view.completedAt).not.toBeNull();
    expect(view.completionInvoice).toBeNull();
    expect(view.invoices.map((i) => [i.status, i.total, i.balance, i.completion])).toEqual([
      ["paid", "450.00", "0.00", false],
      ["sent", "300.00", "300.00", false],
      ["draft", "2250.00", "825.00", true],
    ]);
    // What is left of the approved total is what the open invoices ask, each once.
    expect(view).toMatchObject({ paid: "1125.00", balance: "1125.00" });
    const invoice = await readInvoice(completionOf(view)!.id);
    expect(invoice).toMatchObject({
      status: "draft",
      estimateId: job.id,
      customer: { id: job.customerId },
      terms: "net_15",
      total: "2250.00",
      credited: "1425.00",
      balance: "825.00",
    });
    expect(invoice.lines.map((line) => [line.description, line.quantity, line.unit, line.total])).toEqual([
      ["Kitchen refresh: contract as approved", 1, "job", "2250.00"],
    ]);
    const [paidInvoice, owedInvoice] = [await readInvoice(roughIn!.id), await readInvoice(cabinets!.id)];
    expect(invoice.credits).toEqual([
      {
        description: expect.stringMatching(
          new RegExp(`^Deposit for estimate #${job.number}, paid \\w+ \\d+, \\d{4}$`),
        ),
        amount: "675.00",
      },
      { description: `Invoice ${paidInvoice.number}, paid`, amount: "450.00" },
      { description: `Invoice ${owedInvoice.number} (billed separately)`, amount: "300.00" },
    ]);
    // The milestones it billed are its own: the schedule's job never bills the later one again.
    const milestones = await db()
      .select()
      .from(estimateMilestones)
      .where(eq(estimateMilestones.estimateId, job.id))
      .orderBy(estimateMilestones.position);
    expect(milestones.map((m) => m.invoiceId)).toEqual([roughIn!.id, cabinets!.id, invoice.id, invoice.id]);

    const again = await complete(job.id);
    expect(again.status).toBe(409);
    expect(await message(again)).toBe("This job is already complete.");
  });

  it("credits what an invoice of the job the owner wrote billed, and keeps it as the owner edits the draft", async () => {
    // The owner's invoice of $1,000.00 takes the $675.00 deposit off: it billed $325.00, paid.
    const job = await approvedJob(clients(), []);
    const extra = await t.admin.post("/api/admin/invoices", {
      customerId: job.customerId,
      estimateId: job.id,
      lines: [{ description: "Progress billing", quantity: 1, unit: "job", unitPrice: "1000.00" }],
    });
    const { id: extraId } = (await extra.json()) as InvoiceView;
    await send(extraId);
    await receive(extraId, "325.00");
    const view = (await (await complete(job.id)).json()) as AdminEstimateView;
    const completion = await readInvoice(completionOf(view)!.id);
    expect(completion.lines.map((line) => line.total)).toEqual(["2250.00"]);
    expect(completion.credits.map((credit) => [credit.description.split(",")[0], credit.amount])).toEqual([
      [`Deposit for estimate #${job.number}`, "675.00"],
      [`Invoice ${(await readInvoice(extraId)).number}`, "325.00"],
    ]);
    expect(completion.balance).toBe("1250.00");
    expect(view).toMatchObject({ paid: "1000.00", balance: "1250.00" });

    // An invoice the owner writes afterwards is not one the completion invoice had before it.
    const later = await t.admin.post("/api/admin/invoices", {
      customerId: job.customerId,
      estimateId: job.id,
      lines: [{ description: "Dumpster", quantity: 1, unit: "job", unitPrice: "150.00" }],
    });
    expect(later.status).toBe(201);
    const edited = await t.admin.fetch(`/api/admin/invoices/${completion.id}`, {
      method: "PUT",
      json: {
        customerId: job.customerId,
        estimateId: job.id,
        lines: [
          { description: "Kitchen refresh, as signed", quantity: 1, unit: "job", unitPrice: "2250.00" },
        ],
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({ credited: "1000.00", balance: "1250.00" });
  });

  it("completes a job whose milestones billed everything without a completion invoice", async () => {
    const job = await approvedJob(
      clients(),
      [{ name: "Whole job", kind: "percent", value: "100", due: "on_date", dueDate: DUE }],
      { deposit: "0" },
    );
    expect((await readEstimate(job.id)).completionInvoice).toEqual({ amount: "2250.00", sentAtOnce: false });
    expect(await runScheduleOnDue()).toBe(1);
    expect((await readEstimate(job.id)).completionInvoice).toBeNull();
    const res = await complete(job.id);
    expect(res.status).toBe(200);
    const view = (await res.json()) as AdminEstimateView;
    expect(view.completedAt).not.toBeNull();
    expect(view.invoices.map((i) => [i.total, i.completion])).toEqual([["2250.00", false]]);
    expect((await complete(job.id)).status).toBe(409);
  });

  it("is sent to the customer at once, numbered and mailed, when the settings say so", async () => {
    const job = await approvedJob(clients(), [], { deposit: "0" });
    await sendScheduleInvoices(db(), true);
    try {
      expect((await readEstimate(job.id)).completionInvoice).toEqual({ amount: "2250.00", sentAtOnce: true });
      const res = await complete(job.id);
      expect(res.status).toBe(200);
      const invoice = completionOf((await res.json()) as AdminEstimateView)!;
      expect(invoice).toMatchObject({ status: "sent", total: "2250.00", balance: "2250.00" });
      expect(invoice.number).toMatch(/^INV-\d{4}-\d{4}$/);
      await expect
        .poll(
          () => mailsTo(`${t.server.dataDir}/outbox`, job.customer.email, /^Invoice INV-/).length,
          MAIL_DEADLINE,
        )
        .toBe(1);
    } finally {
      await sendScheduleInvoices(db(), false);
    }
  });

  it("issues one completion invoice under a double click: the second is a 409", async () => {
    const job = await approvedJob(clients(), []);
    const answers = await Promise.all([complete(job.id), complete(job.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(await message(refused)).toBe("This job is already complete.");
    const rows = await db().select().from(invoices).where(eq(invoices.estimateId, job.id));
    expect(rows.map((row) => row.completion)).toEqual([true]);
  });

  it("refuses an estimate that is not an approved job (409), an unknown one (404) and anyone but an admin", async () => {
    const { estimate: unanswered } = await sentEstimate(clients());
    const declined = await sentEstimate(clients());
    await t.anonymous.post(`/api/estimates/${declined.token}/decline`, { reason: "" });
    for (const id of [unanswered.id, declined.estimate.id]) {
      const res = await complete(id);
      expect(res.status).toBe(409);
      expect(await message(res)).toBe("Only an approved or scheduled estimate's job can be marked complete.");
      expect(await readEstimate(id)).toMatchObject({ completedAt: null, invoices: [] });
    }
    const unknown = await complete(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe("Estimate not found");
    expect((await complete(Number.NaN)).status).toBe(400);
    expect((await t.anonymous.post(`/api/admin/estimates/${unanswered.id}/complete`)).status).toBe(401);
    expect((await t.customer.post(`/api/admin/estimates/${unanswered.id}/complete`)).status).toBe(403);
  });
});
