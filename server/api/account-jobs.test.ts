/**
 * A customer's own job (docs/jobs.md): `GET /api/account/jobs/{estimateId}` answers the signed-in customer's
 * job with its figures, visits, the change orders and invoices they were sent and their links; anyone else's
 * job, or no job, is a 404 and an anonymous caller a 401. My Projects' list of their jobs (`jobsOfEmail`).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOrderToken } from "~/features/change-orders/change-order-token.server";
import { invoiceToken } from "~/features/invoices/invoice-token.server";
import { jobsOfEmail } from "~/features/jobs/job-list.server";
import type { CustomerJobView } from "~/features/jobs/job-view";
import { addDays, businessToday } from "~/lib/dates";
import { invoices } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { sentEstimate } from "~tests/support/estimate-jobs";
import {
  approvedJobFor,
  insertChangeOrder,
  receiveCheck,
  scheduleVisit,
  sentJobInvoice,
} from "~tests/support/job-fixtures";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let t: AdminTestServer;
const db = () => t.server.database.db;
const clients = () => ({ db: db(), admin: t.admin, anonymous: t.anonymous });

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

// The signed-in customer of the test server (admin-session.ts), whatever the case the estimate was written in.
const MINE = { name: "Casey Customer", email: "Customer@Example.com", phone: "325-555-0142" };
const path = (id: number) => `/api/account/jobs/${id}`;

describe("GET /api/account/jobs/{estimateId}", () => {
  it("answers the customer's own job: figures, visits, the change orders and invoices sent, with their links", async () => {
    const job = await approvedJobFor(clients(), { customer: MINE });
    const visitDay = addDays(businessToday(), 25);
    await scheduleVisit(t.admin, job.id, visitDay, "09:00");
    const waiting = await insertChangeOrder(db(), job.id, { number: 1, status: "sent", total: "120.00" });
    await insertChangeOrder(db(), job.id, { number: 2, status: "approved", total: "-20.00" });
    await insertChangeOrder(db(), job.id, { number: 3, status: "draft", total: "999.00" });
    const invoice = await sentJobInvoice(t.admin, job, "1000.00");
    await receiveCheck(t.admin, invoice.id, "100.00");
    const voided = await sentJobInvoice(t.admin, job, "1500.00");
    expect((await t.admin.post(`/api/admin/invoices/${voided.id}/void`, { reason: "Twice" })).status).toBe(
      200,
    );

    const res = await t.customer.fetch(path(job.id));
    expect(res.status, await res.clone().text()).toBe(200);
    const view = (await res.json()) as CustomerJobView;
    expect(view).toMatchObject({
      estimateId: job.id,
      number: job.number,
      title: "Kitchen refresh",
      status: "scheduled",
      contractTotal: "2230.00",
      invoiced: "1000.00",
      paid: "775.00",
      balance: "1455.00",
    });
    expect(view.visits).toEqual([
      { appointmentId: expect.any(Number), date: visitDay, time: "09:00", status: "confirmed" },
    ]);
    // The draft stays the owner's; only the change order waiting for an answer has a link.
    expect(view.changeOrders).toEqual([
      {
        number: "CO-1",
        title: "Change 1",
        status: "sent",
        total: "120.00",
        url: `/change-orders/${changeOrderToken(TEST_AUTH_SECRET, waiting.nonce!)}`,
      },
      { number: "CO-2", title: "Change 2", status: "approved", total: "-20.00", url: null },
    ]);
    const [row] = await db()
      .select({ nonce: invoices.tokenNonce })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(view.invoices).toEqual([
      {
        number: invoice.number,
        status: "partially_paid",
        overdue: false,
        total: "1000.00",
        balance: "225.00",
        dueDate: expect.any(String),
        url: `/invoices/${invoiceToken(TEST_AUTH_SECRET, row!.nonce!)}`,
      },
    ]);
  });

  it("is a 404 for another customer's job, an estimate that is not a job and none; 401 anonymous", async () => {
    const theirs = await approvedJobFor(clients());
    const { estimate: unapproved } = await sentEstimate(clients(), { customer: MINE });
    for (const id of [theirs.id, unapproved.id, 2_000_000_000]) {
      const res = await t.customer.fetch(path(id));
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toMatchObject({ message: "Job not found" });
    }
    // The back office reads jobs at its own address: here an admin is one more person who is not the customer.
    expect((await t.admin.fetch(path(theirs.id))).status).toBe(404);
    const anonymous = await t.anonymous.fetch(path(theirs.id));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: "Please sign in to continue." });
    expect((await t.customer.fetch("/api/account/jobs/abc")).status).toBe(400);
  });
});

describe("the customer's jobs for My Projects", () => {
  it("lists only their own jobs, newest approval first, with the contract, paid and balance", async () => {
    const email = "jobs-of-email@example.com";
    const first = await approvedJobFor(clients(), { customer: { ...MINE, email } });
    const second = await approvedJobFor(clients(), { customer: { ...MINE, email }, title: "Deck" });
    await approvedJobFor(clients());
    await sentEstimate(clients(), { customer: { ...MINE, email } });
    expect(await jobsOfEmail(db(), "Jobs-Of-Email@example.com")).toEqual([
      {
        estimateId: second.id,
        number: second.number,
        title: "Deck",
        status: "scheduled",
        contractTotal: "2250.00",
        paid: "675.00",
        balance: "1575.00",
      },
      expect.objectContaining({ estimateId: first.id, title: "Kitchen refresh" }),
    ]);
  });
});
