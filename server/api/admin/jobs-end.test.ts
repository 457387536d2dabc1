/**
 * The end of a job through the API (docs/jobs.md): marking it complete issues the completion invoice and asks
 * the customer for a review once; closing it is refused, saying why, while money is owed, an invoice is a
 * draft or a change order waits for an answer, and before it is complete; then it is closed once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEstimateView } from "~/features/estimates/estimate-job-view";
import type { JobView } from "~/features/jobs/job-view";
import { addDays, businessToday } from "~/lib/dates";
import { bookings, changeOrders, reviewRequests } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { sentEstimate } from "~tests/support/estimate-jobs";
import {
  approvedJobFor,
  bookingsOf,
  insertChangeOrder,
  receiveCheck,
  scheduleVisit,
} from "~tests/support/job-fixtures";
import { MAIL_DEADLINE, mailsTo } from "~tests/support/outbox";

let t: AdminTestServer;
const db = () => t.server.database.db;
const clients = () => ({ db: db(), admin: t.admin, anonymous: t.anonymous });

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

const complete = (id: number) => t.admin.post(`/api/admin/jobs/${id}/complete`);
const close = (id: number) => t.admin.post(`/api/admin/jobs/${id}/close`);
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const readJob = async (id: number) =>
  (await (await t.admin.fetch(`/api/admin/jobs/${id}`)).json()) as JobView;
const requestsOf = (estimateId: number) =>
  db()
    .select({ bookingId: reviewRequests.bookingId, sentAt: reviewRequests.sentAt })
    .from(reviewRequests)
    .innerJoin(bookings, eq(bookings.id, reviewRequests.bookingId))
    .where(eq(bookings.estimateId, estimateId));

describe("POST /api/admin/jobs/{estimateId}/complete", () => {
  it("completes the job, issues its completion invoice, asks for a review once; a second time is a 409", async () => {
    const job = await approvedJobFor(clients());
    await scheduleVisit(t.admin, job.id, addDays(businessToday(), 30));
    await scheduleVisit(t.admin, job.id, addDays(businessToday(), 31));
    const res = await complete(job.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const view = (await res.json()) as JobView;
    expect(view).toMatchObject({
      estimateId: job.id,
      status: "completed",
      paid: "675.00",
      balance: "1575.00",
    });
    expect(view.completedAt).not.toBeNull();
    expect(view.invoices.map((i) => [i.status, i.balance])).toEqual([["draft", "1575.00"]]);
    expect(view.timeline.map((e) => e.kind).slice(-2)).toEqual(["job.completed", "review.requested"]);

    // One request, about the job's last visit, mailed to the customer.
    const [, last] = await bookingsOf(db(), job.id);
    const requests = await requestsOf(job.id);
    expect(requests).toEqual([{ bookingId: last!.id, sentAt: expect.any(Date) }]);
    await expect
      .poll(
        () => mailsTo(`${t.server.dataDir}/outbox`, job.customer.email, /^How did we do\?/).length,
        MAIL_DEADLINE,
      )
      .toBe(1);

    const again = await complete(job.id);
    expect(again.status).toBe(409);
    expect(await message(again)).toBe("This job is already complete.");
    expect(await requestsOf(job.id)).toHaveLength(1);
  });

  it("completes a job without visits, asking nothing; the estimate's own route still completes a job", async () => {
    const job = await approvedJobFor(clients());
    expect((await complete(job.id)).status).toBe(200);
    expect(await requestsOf(job.id)).toEqual([]);

    const other = await approvedJobFor(clients());
    const res = await t.admin.post(`/api/admin/estimates/${other.id}/complete`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminEstimateView).completedAt).not.toBeNull();
    expect((await readJob(other.id)).status).toBe("completed");
  });

  it("is a 404 for an estimate that is not a job, changing nothing", async () => {
    const { estimate } = await sentEstimate(clients());
    const res = await complete(estimate.id);
    expect(res.status).toBe(404);
    expect(await message(res)).toBe("Job not found");
    expect(
      (await t.admin.fetch(`/api/admin/estimates/${estimate.id}`).then((r) => r.json())).completedAt,
    ).toBe(null);
  });
});

describe("POST /api/admin/jobs/{estimateId}/close", () => {
  it("refuses while the job is not complete, owed, with a draft or a change order waiting; then closes once", async () => {
    const job = await approvedJobFor(clients());
    const early = await close(job.id);
    expect(early.status).toBe(409);
    expect(await message(early)).toBe("Mark the job complete before closing it.");

    const completed = (await (await complete(job.id)).json()) as JobView;
    const owed = await close(job.id);
    expect(owed.status).toBe(409);
    expect(await message(owed)).toBe(
      "$1,575.00 is still owed on this job. It can be closed once it is paid.",
    );

    const completion = completed.invoices[0]!;
    expect((await t.admin.post(`/api/admin/invoices/${completion.id}/send`)).status).toBe(200);
    await receiveCheck(t.admin, completion.id, "1575.00");
    const { id: waitingId } = await insertChangeOrder(db(), job.id, {
      number: 1,
      status: "sent",
      total: "90.00",
    });
    const waiting = await close(job.id);
    expect(waiting.status).toBe(409);
    expect(await message(waiting)).toBe(
      "Change order CO-1 is waiting for the customer's answer. Close the job once it is approved, declined or expired.",
    );
    await db()
      .update(changeOrders)
      .set({ status: "declined", decidedAt: new Date() })
      .where(eq(changeOrders.id, waitingId));

    const draft = await t.admin.post("/api/admin/invoices", {
      customerId: job.customerId,
      estimateId: job.id,
      lines: [{ description: "Touch-up", quantity: 1, unit: "job", unitPrice: "50.00" }],
    });
    const { id: draftId } = (await draft.json()) as { id: number };
    const drafted = await close(job.id);
    expect(drafted.status).toBe(409);
    expect(await message(drafted)).toBe(
      "An invoice of this job is still a draft. Send or delete it before closing the job.",
    );
    expect((await t.admin.fetch(`/api/admin/invoices/${draftId}`, { method: "DELETE" })).status).toBe(204);

    const res = await close(job.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const closed = (await res.json()) as JobView;
    expect(closed).toMatchObject({
      status: "closed",
      contractTotal: "2250.00",
      paid: "2250.00",
      balance: "0.00",
    });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.timeline.at(-1)).toMatchObject({ kind: "job.closed", text: "Job closed" });

    const twice = await close(job.id);
    expect(twice.status).toBe(409);
    expect(await message(twice)).toBe("This job is already closed.");
  });

  it("is a 404 for an estimate that is not a job", async () => {
    const { estimate } = await sentEstimate(clients());
    const res = await close(estimate.id);
    expect(res.status).toBe(404);
    expect(await message(res)).toBe("Job not found");
  });
});
