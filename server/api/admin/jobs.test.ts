/**
 * The jobs' back office API (docs/jobs.md): the list with each job's stage and figures, its filter and search;
 * one job with its visits, change orders, invoices, payments, refunds and timeline; who may call it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listJobs } from "~/features/jobs/job-list.server";
import type { JobListItem, JobView } from "~/features/jobs/job-view";
import { addDays, businessToday } from "~/lib/dates";
import type { Page } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { estimates } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { sentEstimate } from "~tests/support/estimate-jobs";
import {
  approvedJobFor,
  insertChangeOrder,
  moveVisits,
  payInvoiceOnline,
  receiveCheck,
  scheduleVisit,
  sentJobInvoice,
} from "~tests/support/job-fixtures";

let t: AdminTestServer;
const db = () => t.server.database.db;
const clients = () => ({ db: db(), admin: t.admin, anonymous: t.anonymous });

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

let people = 0;
/** A job for a customer named `name`, with their own email. */
const jobOf = (name: string, title = "Kitchen refresh") =>
  approvedJobFor(clients(), {
    title,
    customer: {
      name,
      email: `${name.toLowerCase().replace(/\W/g, "")}-${++people}@example.com`,
      phone: "325-555-0142",
    },
  });

const list = async (query: string) => {
  const res = await t.admin.fetch(`/api/admin/jobs?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page<JobListItem>;
};
const readJob = async (id: number) => {
  const res = await t.admin.fetch(`/api/admin/jobs/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as JobView;
};
const figures = ({ estimateId, status, contractTotal, invoiced, paid, balance }: JobListItem | JobView) => [
  estimateId,
  status,
  contractTotal,
  invoiced,
  paid,
  balance,
];
let visitDays = 40;

/** `db`, counting the queries started on it. */
function countingSelects(real: Db) {
  let selects = 0;
  const db = new Proxy(real, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== "select" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        selects += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db, selects: () => selects };
}
const nextVisitDay = () => addDays(businessToday(), visitDays++);

/** $2,250.00 approved and $675.00 paid; a $2,000.00 invoice voided; a $1,000.00 one paid by card less $100.00. */
async function jobWithRefund(name: string) {
  const job = await jobOf(name);
  const voided = await sentJobInvoice(t.admin, job, "2000.00");
  expect(
    (await t.admin.post(`/api/admin/invoices/${voided.id}/void`, { reason: "Wrong amount" })).status,
  ).toBe(200);
  const invoice = await sentJobInvoice(t.admin, job, "1000.00");
  await payInvoiceOnline(clients(), invoice.id);
  const detail = await readJob(job.id);
  const card = detail.payments.find((payment) => payment.description === `Invoice ${invoice.number}`)!;
  const refund = await t.admin.post(`/api/admin/invoices/${invoice.id}/payments/${card.id}/refunds`, {
    amount: "100.00",
    reason: "Tile left over",
  });
  expect(refund.status, await refund.clone().text()).toBe(201);
  // A credit of $150.00 approved; billed by nothing yet.
  await insertChangeOrder(db(), job.id, { number: 1, status: "approved", total: "-150.00" });
  return { job, voided, invoice, card };
}

describe("GET /api/admin/jobs", () => {
  it("lists the jobs newest approval first, each with its stage and figures, by stage and by search", async () => {
    const scheduled = await jobOf("Quinn Listwell");
    const inProgress = await jobOf("Quinn Listwell", "Porch rebuild");
    await scheduleVisit(t.admin, inProgress.id, nextVisitDay());
    await moveVisits(db(), inProgress.id, businessToday());
    await insertChangeOrder(db(), inProgress.id, { number: 1, status: "approved", total: "500.00" });
    await insertChangeOrder(db(), inProgress.id, { number: 2, status: "declined", total: "-100.00" });
    const progressInvoice = await sentJobInvoice(t.admin, inProgress, "1000.00");
    await receiveCheck(t.admin, progressInvoice.id, "325.00");
    const { job: refunded } = await jobWithRefund("Quinn Listwell");
    const completed = await jobOf("Quinn Listwell");
    expect((await t.admin.post(`/api/admin/jobs/${completed.id}/complete`)).status).toBe(200);
    const closed = await jobOf("Quinn Listwell");
    await db()
      .update(estimates)
      .set({ completedAt: sql`now()`, closedAt: sql`now()` })
      .where(eq(estimates.id, closed.id));

    const all = await list("q=listwell");
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(all.items.map(figures)).toEqual([
      [closed.id, "closed", "2250.00", "675.00", "675.00", "1575.00"],
      // Marked complete: its completion invoice is a draft, billed once sent.
      [completed.id, "completed", "2250.00", "675.00", "675.00", "1575.00"],
      // The voided invoice bills nothing; $325.00 billed after the deposit's credit, $100.00 of it refunded.
      [refunded.id, "scheduled", "2100.00", "1000.00", "900.00", "1200.00"],
      // A visit today; the declined change order counts for nothing.
      [inProgress.id, "in_progress", "2750.00", "1000.00", "1000.00", "1750.00"],
      [scheduled.id, "scheduled", "2250.00", "675.00", "675.00", "1575.00"],
    ]);
    expect(all.items[0]!.customer).toEqual({
      id: closed.customerId,
      name: "Quinn Listwell",
      email: closed.customer.email,
    });

    for (const [status, ids] of [
      ["scheduled", [refunded.id, scheduled.id]],
      ["in_progress", [inProgress.id]],
      ["completed", [completed.id]],
      ["closed", [closed.id]],
    ] as const) {
      const page = await list(`q=listwell&status=${status}`);
      expect(page.items.map((item) => item.estimateId)).toEqual(ids);
      expect(page.total).toBe(ids.length);
    }
    expect((await list("q=porch rebuild")).items.map((item) => item.estimateId)).toEqual([inProgress.id]);
    expect(
      (await list(`q=${encodeURIComponent(refunded.customer.email)}`)).items.map((i) => i.estimateId),
    ).toEqual([refunded.id]);
    expect((await list(`q=%23${inProgress.number}`)).items.map((item) => item.estimateId)).toEqual([
      inProgress.id,
    ]);
    // Two queries a page (its rows with their figures, and the count), however many jobs it holds.
    for (const query of [{ q: "listwell" }, { q: "listwell", status: "closed" as const }]) {
      const counted = countingSelects(db());
      const page = await listJobs(counted.db, { page: 1, pageSize: 20, ...query });
      expect(page.items.length).toBeGreaterThan(0);
      expect(counted.selects()).toBe(2);
    }
    const second = await list("q=listwell&pageSize=2&page=2");
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.estimateId)).toEqual([refunded.id, inProgress.id]);
  });

  it("leaves out estimates that are not jobs, and refuses a status that is not a stage", async () => {
    const { estimate } = await sentEstimate(clients(), {
      customer: { name: "Nora Notajob", email: "nora-notajob@example.com", phone: "325-555-0142" },
    });
    expect((await list("q=notajob")).items).toEqual([]);
    expect((await list(`q=%23${estimate.number}`)).items).toEqual([]);
    for (const query of ["status=approved", "status=done", "status=closed&status=completed", "page=0"]) {
      const res = await t.admin.fetch(`/api/admin/jobs?${query}`);
      expect(res.status, query).toBe(400);
    }
    const res = await t.admin.fetch("/api/admin/jobs?status=done");
    expect(await res.json()).toMatchObject({ message: "Invalid status" });
  });
});

describe("GET /api/admin/jobs/{estimateId}", () => {
  it("answers the job's visits, change orders, invoices, payments and refunds", async () => {
    const { job, voided, invoice, card } = await jobWithRefund("Vera Detail");
    const visitDay = nextVisitDay();
    await scheduleVisit(t.admin, job.id, visitDay, "13:00");
    await insertChangeOrder(db(), job.id, {
      number: 2,
      status: "approved",
      total: "300.00",
      billing: "invoice_now",
      invoiceId: invoice.id,
    });
    await insertChangeOrder(db(), job.id, {
      number: 3,
      status: "sent",
      total: "80.00",
      invoiceId: voided.id,
    });
    await insertChangeOrder(db(), job.id, { number: 4, status: "draft", total: "40.00" });

    const view = await readJob(job.id);
    expect(view).toMatchObject({
      estimateId: job.id,
      number: job.number,
      title: "Kitchen refresh",
      status: "scheduled",
      customer: { id: job.customerId, name: "Vera Detail", email: job.customer.email, phone: "325-555-0142" },
      address: "",
      approvedTotal: "2250.00",
      changeOrdersTotal: "150.00",
      contractTotal: "2400.00",
      invoiced: "1000.00",
      paid: "900.00",
      balance: "1500.00",
      completedAt: null,
      closedAt: null,
    });
    expect(view.visits).toEqual([
      expect.objectContaining({ date: visitDay, time: "13:00", status: "confirmed", changeOrderId: null }),
    ]);
    expect(view.changeOrders.map((o) => [o.number, o.status, o.billing, o.total, o.invoiceNumber])).toEqual([
      ["CO-1", "approved", "next_invoice", "-150.00", null],
      ["CO-2", "approved", "invoice_now", "300.00", invoice.number],
      // Its invoice was voided: nothing bills it.
      ["CO-3", "sent", "next_invoice", "80.00", null],
      ["CO-4", "draft", "next_invoice", "40.00", null],
    ]);
    expect(
      view.invoices.map((i) => [i.number, i.status, i.total, i.amountPaid, i.balance, i.overdue]),
    ).toEqual([
      [voided.number, "void", "2000.00", "0.00", "0.00", false],
      [invoice.number, "partially_paid", "1000.00", "225.00", "100.00", false],
    ]);
    expect(view.payments.map((p) => [p.description, p.amount, p.refunded, p.method, p.status])).toEqual([
      [`Deposit for estimate #${job.number}`, "675.00", "0.00", "card", "succeeded"],
      [`Invoice ${invoice.number}`, "325.00", "100.00", "card", "succeeded"],
    ]);
    expect(view.refunds).toEqual([
      {
        id: expect.any(Number),
        paymentId: card.id,
        amount: "100.00",
        status: "succeeded",
        at: expect.any(String),
      },
    ]);
  });

  it("is a 404 for an estimate that is not a job or does not exist, a 400 for an id that is not one", async () => {
    const { estimate } = await sentEstimate(clients());
    for (const id of [estimate.id, 2_000_000_000]) {
      const res = await t.admin.fetch(`/api/admin/jobs/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: "Job not found" });
    }
    expect((await t.admin.fetch("/api/admin/jobs/abc")).status).toBe(400);
  });
});

describe("the job's timeline", () => {
  it("lists each event once, oldest first: sent, viewed, signed, deposit paid, invoiced, paid, completed", async () => {
    const job = await jobOf("Tess Timeline");
    const invoice = await sentJobInvoice(t.admin, job, "1000.00");
    await payInvoiceOnline(clients(), invoice.id);
    expect((await t.admin.post(`/api/admin/jobs/${job.id}/complete`)).status).toBe(200);
    const { timeline } = await readJob(job.id);
    expect(timeline.map((event) => event.kind)).toEqual([
      "estimate.sent",
      "estimate.viewed",
      "estimate.signed",
      "deposit.paid",
      "invoice.sent",
      "payment.received",
      "invoice.paid",
      "job.completed",
    ]);
    expect(timeline.map((event) => event.text)).toEqual([
      `Estimate #${job.number} sent`,
      `Estimate #${job.number} viewed by the customer`,
      `Estimate #${job.number} signed by Tess Timeline`,
      "Deposit of $675.00 paid (card)",
      `Invoice ${invoice.number} sent`,
      `Payment of $325.00 received (card) for ${invoice.number}`,
      `Invoice ${invoice.number} paid in full`,
      "Job marked complete",
    ]);
    const instants = timeline.map((event) => Date.parse(event.at));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it("holds voided invoices, refunds, change orders and visits, each once", async () => {
    const { job, voided, invoice } = await jobWithRefund("Theo Timeline");
    await scheduleVisit(t.admin, job.id, nextVisitDay());
    await moveVisits(db(), job.id, addDays(businessToday(), -1));
    const kinds = (await readJob(job.id)).timeline.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === "invoice.voided")).toHaveLength(1);
    expect(kinds.filter((kind) => kind === "refund.given")).toHaveLength(1);
    expect(kinds.filter((kind) => kind === "invoice.sent")).toHaveLength(2);
    expect(kinds.filter((kind) => kind === "payment.received")).toHaveLength(1);
    expect(kinds).toContain("change_order.approved");
    expect(kinds).toContain("visit.scheduled");
    expect(kinds).toContain("visit.started");
    const { timeline } = await readJob(job.id);
    expect(timeline.find((e) => e.kind === "invoice.voided")!.text).toBe(`Invoice ${voided.number} voided`);
    expect(timeline.find((e) => e.kind === "refund.given")!.text).toBe("Refund of $100.00 given (card)");
    expect(timeline.find((e) => e.kind === "change_order.approved")!.text).toBe(
      "Change order CO-1 approved by Pat Doe",
    );
    expect(timeline.find((e) => e.kind === "payment.received")!.text).toBe(
      `Payment of $325.00 received (card) for ${invoice.number}`,
    );
    expect(new Set(timeline.map((e) => `${e.kind} ${e.text}`)).size).toBe(timeline.length);
  });
});

describe("who may call the jobs' back office routes", () => {
  it("answers 401 to anonymous and 403 to a customer on each, changing nothing", async () => {
    const job = await jobOf("Alex Access");
    const routes: Array<[string, string]> = [
      ["GET", "/api/admin/jobs"],
      ["GET", `/api/admin/jobs/${job.id}`],
      ["POST", `/api/admin/jobs/${job.id}/complete`],
      ["POST", `/api/admin/jobs/${job.id}/close`],
    ];
    for (const [method, path] of routes) {
      for (const [client, status] of [
        [t.anonymous, 401],
        [t.customer, 403],
      ] as const) {
        const res = await client.fetch(path, { method, ...(method === "POST" && { json: {} }) });
        expect(res.status, `${method} ${path}`).toBe(status);
      }
    }
    expect((await readJob(job.id)).completedAt).toBeNull();
  });
});
