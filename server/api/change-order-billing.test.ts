/**
 * How a job with change orders is billed (docs/invoices.md, "Change orders on the job's invoices", "The
 * completion invoice"), through the back office's API: the contract is the approved estimate plus every
 * approved change order (a credit negative); each change order is billed once, in full, by its own invoice or
 * the job's next one; the completion invoice lists the contract, credits the deposit and every earlier invoice,
 * and asks only the rest, so that all the job's invoices bill exactly the contract. The change orders are
 * written straight into the database as their signature leaves them (tests/support/approved-change-orders.ts).
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEstimateView } from "~/features/estimates/estimate-job-view";
import { createInvoice } from "~/features/invoices/invoice-editing.server";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { addDays, businessInstant, businessToday } from "~/lib/dates";
import { contractOf } from "~/lib/job-money.server";
import { invoiceDueMilestones } from "~/workflows/schedule-invoices.server";
import { changeOrders, estimateMilestones, estimates } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import {
  approveChangeOrder,
  billedByInvoices,
  invoiceOfChangeOrder,
} from "~tests/support/approved-change-orders";
import { ensureSettings } from "~tests/support/booking";
import { approvedJob } from "~tests/support/estimate-jobs";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let t: AdminTestServer;
const db = () => t.server.database.db;
const clients = () => ({ db: db(), admin: t.admin, anonymous: t.anonymous });

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

const complete = async (id: number) => {
  const res = await t.admin.post(`/api/admin/estimates/${id}/complete`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AdminEstimateView;
};
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
const linesOf = (invoice: InvoiceView) => invoice.lines.map((line) => [line.description, line.total]);
const creditsOf = (invoice: InvoiceView) =>
  invoice.credits.map((credit) => [credit.description.replace(/, paid .*$/, ", paid …"), credit.amount]);

// Far ahead, so that the site's own schedule never finds these milestones due; each test its own day.
const DUE = "2031-09-02";
/** The schedule's job on `date`, as it runs that day. */
const runSchedule = (date: string) =>
  invoiceDueMilestones(
    {
      db: db(),
      jobs: t.server.jobs,
      logger: pino({ level: "silent" }),
      siteUrl: t.server.url,
      provider: undefined,
      linkSecret: TEST_AUTH_SECRET,
    },
    businessInstant(date, "10:00"),
  );

const FRAMING = { title: "Extra framing", lines: [{ description: "Framing", unitPrice: "1850.00" }] };
const BACKSPLASH = {
  title: "No backsplash",
  lines: [{ description: "Backsplash left out", unitPrice: "-300.00" }],
};

describe("the contract", () => {
  it("is the approved estimate plus each approved change order, a credit taken off; the completion invoice lists it", async () => {
    // $2,250.00 approved, $675.00 deposit paid; $1,850.00 added, $300.00 credited: $3,800.00.
    const job = await approvedJob(clients(), []);
    const framing = await approveChangeOrder(db(), job.id, FRAMING);
    const backsplash = await approveChangeOrder(db(), job.id, BACKSPLASH);
    const declined = await approveChangeOrder(db(), job.id, {
      ...FRAMING,
      title: "Deck",
      status: "declined",
    });
    const [row] = await db().select().from(estimates).where(eq(estimates.id, job.id));
    expect(await contractOf(db(), row!)).toMatchObject({
      approvedCents: 225_000,
      changeOrdersCents: 155_000,
      totalCents: 380_000,
    });
    // The estimate and its signature are as signed; the job's figures follow the contract.
    expect(await readEstimate(job.id)).toMatchObject({
      total: "2250.00",
      paid: "675.00",
      balance: "3125.00",
      completionInvoice: { amount: "3125.00", sentAtOnce: false },
    });

    const view = await complete(job.id);
    const invoice = await readInvoice(completionOf(view)!.id);
    expect(linesOf(invoice)).toEqual([
      ["Kitchen refresh: contract as approved", "2250.00"],
      ["CO-1: Extra framing", "1850.00"],
      ["CO-2: No backsplash", "-300.00"],
    ]);
    expect(invoice.lines[2]).toMatchObject({ quantity: 1, unit: "job", unitPrice: "-300.00" });
    expect(creditsOf(invoice)).toEqual([[`Deposit for estimate #${job.number}, paid …`, "675.00"]]);
    expect(invoice).toMatchObject({ total: "3800.00", credited: "675.00", balance: "3125.00" });
    expect(await invoiceOfChangeOrder(db(), framing.id)).toBe(invoice.id);
    expect(await invoiceOfChangeOrder(db(), backsplash.id)).toBe(invoice.id);
    expect(await invoiceOfChangeOrder(db(), declined.id)).toBeNull();
    expect(await readEstimate(job.id)).toMatchObject({ balance: "3125.00", completionInvoice: null });
  });

  it("counts two change orders approved at the same moment", async () => {
    const job = await approvedJob(clients(), []);
    const decidedAt = new Date();
    await Promise.all([
      approveChangeOrder(db(), job.id, { ...FRAMING, number: 1, decidedAt }),
      approveChangeOrder(db(), job.id, { ...BACKSPLASH, number: 2, decidedAt }),
    ]);
    expect(await readEstimate(job.id)).toMatchObject({ balance: "3125.00" });
    const invoice = await readInvoice(completionOf(await complete(job.id))!.id);
    expect(invoice).toMatchObject({ total: "3800.00", balance: "3125.00" });
  });
});

describe("the completion invoice", () => {
  it("credits a change order's own invoice and lists the change order in the contract", async () => {
    // The owner's "invoice now" change order of $500.00 was billed and paid on its own invoice.
    const job = await approvedJob(clients(), []);
    const order = await approveChangeOrder(db(), job.id, {
      title: "Pantry shelves",
      billing: "invoice_now",
      lines: [{ description: "Shelves", unitPrice: "500.00" }],
    });
    const ownId = await createInvoice(
      db(),
      {
        customerId: job.customerId,
        customer: null,
        bookingId: null,
        estimateId: job.id,
        lines: [
          {
            serviceId: null,
            description: "CO-1: Pantry shelves",
            quantity: 1,
            unit: "job",
            unitPrice: "500.00",
          },
        ],
        terms: undefined,
        notes: "",
      },
      "change_order",
    );
    await db().update(changeOrders).set({ invoiceId: ownId }).where(eq(changeOrders.id, order.id));
    await send(ownId);
    await receive(ownId, "500.00");
    const own = await readInvoice(ownId);
    expect(own).toMatchObject({ total: "500.00", credits: [], status: "paid" });

    const view = await complete(job.id);
    const invoice = await readInvoice(completionOf(view)!.id);
    expect(linesOf(invoice)).toEqual([
      ["Kitchen refresh: contract as approved", "2250.00"],
      ["CO-1: Pantry shelves", "500.00"],
    ]);
    expect(creditsOf(invoice)).toEqual([
      [`Deposit for estimate #${job.number}, paid …`, "675.00"],
      [`Invoice ${own.number}, paid`, "500.00"],
    ]);
    expect(invoice.balance).toBe("1575.00");
    expect(await invoiceOfChangeOrder(db(), order.id)).toBe(ownId);
    expect(view).toMatchObject({ paid: "1175.00", balance: "1575.00" });
  });

  it("bills a change order whose invoice was voided, and credits nothing for the voided invoice", async () => {
    const due = addDays(DUE, 1);
    const job = await approvedJob(clients(), [
      { name: "Rough-in", kind: "percent", value: "20", due: "on_date", dueDate: due },
    ]);
    const order = await approveChangeOrder(db(), job.id, {
      title: "Outlet moved",
      lines: [{ description: "Outlet", unitPrice: "400.00" }],
    });
    await runSchedule(due);
    const [milestone] = (await readEstimate(job.id)).invoices;
    expect(linesOf(await readInvoice(milestone!.id))).toEqual([
      ["Rough-in — Kitchen refresh", "450.00"],
      ["CO-1: Outlet moved", "400.00"],
    ]);
    await send(milestone!.id);
    const voided = await t.admin.post(`/api/admin/invoices/${milestone!.id}/void`, {
      reason: "Wrong amount",
    });
    expect(voided.status).toBe(200);

    const invoice = await readInvoice(completionOf(await complete(job.id))!.id);
    expect(invoice).toMatchObject({ total: "2650.00", credited: "675.00", balance: "1975.00" });
    expect(await invoiceOfChangeOrder(db(), order.id)).toBe(invoice.id);
    const milestones = await db()
      .select({ invoiceId: estimateMilestones.invoiceId })
      .from(estimateMilestones)
      .where(eq(estimateMilestones.estimateId, job.id));
    expect(milestones).toEqual([{ invoiceId: invoice.id }]);
  });

  it("carries a credit that a milestone's invoice could not: it never goes below zero", async () => {
    const due = addDays(DUE, 2);
    const job = await approvedJob(clients(), [
      { name: "Demolition", kind: "percent", value: "10", due: "on_date", dueDate: due },
    ]);
    const credit = await approveChangeOrder(db(), job.id, BACKSPLASH);
    await runSchedule(due);
    const [milestone] = (await readEstimate(job.id)).invoices;
    expect(await readInvoice(milestone!.id)).toMatchObject({ total: "225.00" });
    expect(await invoiceOfChangeOrder(db(), credit.id)).toBeNull();

    // $1,950.00 contract less the deposit and the milestone's $225.00 (unpaid: owed on its own invoice).
    const invoice = await readInvoice(completionOf(await complete(job.id))!.id);
    expect(invoice).toMatchObject({ total: "1950.00", credited: "900.00", balance: "1050.00" });
    expect(await invoiceOfChangeOrder(db(), credit.id)).toBe(invoice.id);
  });

  it("is not made when the credits pass the contract: the job's balance shows what is owed back", async () => {
    const due = addDays(DUE, 3);
    const job = await approvedJob(clients(), [
      { name: "Cabinets", kind: "percent", value: "70", due: "on_date", dueDate: due },
    ]);
    await runSchedule(due);
    const [milestone] = (await readEstimate(job.id)).invoices;
    await send(milestone!.id);
    await receive(milestone!.id, "1575.00");
    const credit = await approveChangeOrder(db(), job.id, {
      title: "Cheaper hardware",
      lines: [{ description: "Hardware", unitPrice: "-500.00" }],
    });
    expect(await readEstimate(job.id)).toMatchObject({
      paid: "2250.00",
      balance: "-500.00",
      completionInvoice: null,
    });
    const view = await complete(job.id);
    expect(view.completedAt).not.toBeNull();
    expect(view.invoices.map((i) => i.completion)).toEqual([false]);
    expect(view).toMatchObject({ paid: "2250.00", balance: "-500.00" });
    expect(await invoiceOfChangeOrder(db(), credit.id)).toBeNull();
  });
});

describe("a 30/40/30 job with an added and a credited change order", () => {
  it("bills exactly the contract over the deposit and all its invoices", async () => {
    const due = addDays(DUE, 4);
    const job = await approvedJob(clients(), [
      { name: "Rough-in", kind: "percent", value: "40", due: "on_date", dueDate: due },
      { name: "Final", kind: "percent", value: "30", due: "on_completion" },
    ]);
    const framing = await approveChangeOrder(db(), job.id, FRAMING);
    const backsplash = await approveChangeOrder(db(), job.id, BACKSPLASH);
    await runSchedule(due);
    await runSchedule(due);
    const [milestone] = (await readEstimate(job.id)).invoices;
    const roughIn = await readInvoice(milestone!.id);
    // 40% of the $2,250.00 signed, and the change orders in full.
    expect(linesOf(roughIn)).toEqual([
      ["Rough-in — Kitchen refresh", "900.00"],
      ["CO-1: Extra framing", "1850.00"],
      ["CO-2: No backsplash", "-300.00"],
    ]);
    expect(roughIn).toMatchObject({ total: "2450.00", credits: [] });
    await send(roughIn.id);
    await receive(roughIn.id, "2450.00");

    const view = await complete(job.id);
    const completion = await readInvoice(completionOf(view)!.id);
    expect(completion).toMatchObject({ total: "3800.00", credited: "3125.00", balance: "675.00" });
    expect(creditsOf(completion)).toEqual([
      [`Deposit for estimate #${job.number}, paid …`, "675.00"],
      [`Invoice ${(await readInvoice(roughIn.id)).number}, paid`, "2450.00"],
    ]);
    // The deposit, $2,450.00 and $675.00: the contract's $3,800.00, each change order billed once.
    expect(await billedByInvoices(db(), job.id)).toBe("3125.00");
    expect(await invoiceOfChangeOrder(db(), framing.id)).toBe(roughIn.id);
    expect(await invoiceOfChangeOrder(db(), backsplash.id)).toBe(roughIn.id);
    expect(view).toMatchObject({ paid: "3125.00", balance: "675.00" });
  });

  it("bills a change order approved after the last milestone on the completion invoice, once", async () => {
    const due = addDays(DUE, 5);
    const job = await approvedJob(clients(), [
      { name: "Rough-in", kind: "percent", value: "40", due: "on_date", dueDate: due },
    ]);
    await runSchedule(due);
    const order = await approveChangeOrder(db(), job.id, FRAMING);
    await runSchedule(due);
    await runSchedule(addDays(due, 1));
    const [milestone] = (await readEstimate(job.id)).invoices;
    expect(linesOf(await readInvoice(milestone!.id))).toEqual([["Rough-in — Kitchen refresh", "900.00"]]);
    expect(await invoiceOfChangeOrder(db(), order.id)).toBeNull();

    const view = await complete(job.id);
    const completion = await readInvoice(completionOf(view)!.id);
    expect(linesOf(completion)).toEqual([
      ["Kitchen refresh: contract as approved", "2250.00"],
      ["CO-1: Extra framing", "1850.00"],
    ]);
    expect(completion.balance).toBe("2525.00");
    expect(await invoiceOfChangeOrder(db(), order.id)).toBe(completion.id);
    expect(Number(await billedByInvoices(db(), job.id)) + 675).toBe(4100);
  });

  it("bills it once when the schedule's job runs as the owner marks the job complete", async () => {
    const due = addDays(DUE, 6);
    const job = await approvedJob(clients(), [
      { name: "Rough-in", kind: "percent", value: "40", due: "on_date", dueDate: due },
      { name: "Trim", kind: "percent", value: "20", due: "on_date", dueDate: addDays(due, 1) },
    ]);
    await runSchedule(due);
    const order = await approveChangeOrder(db(), job.id, FRAMING);
    // The second milestone's day comes as the owner marks the job complete: whichever goes first bills it.
    await Promise.all([complete(job.id), runSchedule(addDays(due, 1))]);
    const { invoices } = await readEstimate(job.id);
    expect(invoices.map((i) => i.id)).toContain(await invoiceOfChangeOrder(db(), order.id));
    expect(Number(await billedByInvoices(db(), job.id)) + 675).toBe(4100);
  });
});
