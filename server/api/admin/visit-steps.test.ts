/**
 * What the owner does at a visit, through the API (docs/today.md): "on my way" mails the customer once, two
 * presses at once included, and a second press says when the first was sent; start stamps the visit once;
 * complete goes through the appointments' lifecycle, so the review request follows the next morning, and the
 * job's last visit completes the job (its completion invoice, its review request).
 */
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobView } from "~/features/jobs/job-view";
import type { VisitStep } from "~/features/today/today-view";
import { addDays, businessInstant, businessToday } from "~/lib/dates";
import { queueReviewRequests } from "~/workflows/review-requests.server";
import { selectRows } from "~db/rows";
import { appointments, bookings, customers, reviewRequests, textMessages } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { makeVisit } from "~tests/support/fixtures";
import { approvedJobFor, bookingsOf, scheduleVisit } from "~tests/support/job-fixtures";
import { MAIL_DEADLINE, mailsTo } from "~tests/support/outbox";
import { TEST_AUTH_SECRET } from "~tests/support/test-server";

let t: AdminTestServer;
const db = () => t.server.database.db;
const outbox = () => `${t.server.dataDir}/outbox`;

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

const DAY = addDays(businessToday(), 40);
let customerNumber = 0;
const visitFor = (options: { status?: string; date?: string } = {}) =>
  makeVisit(db(), { email: `onsite${++customerNumber}@example.com`, date: DAY, ...options });
const step = (bookingId: number, name: "start" | "complete") =>
  t.admin.post(`/api/admin/visits/${bookingId}/${name}`);
const onMyWay = (bookingId: number, body: unknown) =>
  t.admin.post(`/api/admin/visits/${bookingId}/on-my-way`, body);
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const queued = async (name: string, bookingId: number) => {
  const [{ count }] = await selectRows<{ count: number }>(
    db(),
    sql`select count(*)::int as count from pgboss.job
      where name = ${name} and (data->>'bookingId')::int = ${bookingId}`,
  );
  return count;
};

describe("POST /api/admin/visits/{bookingId}/on-my-way", () => {
  it("mails the customer once, in the admin's words; two presses at once send one mail", async () => {
    // On the visit's own day the owner is told the time it was sent; another day's stamp names its date.
    const visit = await visitFor({ date: businessToday() });
    const email = `onsite${customerNumber}@example.com`;
    const [first, second] = await Promise.all([
      onMyWay(visit.bookingId, { minutes: 30 }),
      onMyWay(visit.bookingId, { minutes: 30 }),
    ]);
    const [sent, again] = first.status === 200 ? [first, second] : [second, first];
    expect(sent.status).toBe(200);
    const { sentAt } = (await sent.json()) as { sentAt: string };
    expect(again.status).toBe(409);
    const refusal = (await again.json()) as { sentAt: string; message: string };
    expect(refusal.sentAt).toBe(sentAt);
    expect(refusal.message).toMatch(/^On my way was already sent at \d{1,2}:\d{2} [AP]M\.$/);

    const [booking] = await db().select().from(bookings).where(eq(bookings.id, visit.bookingId));
    expect(booking).toMatchObject({ onMyWayMinutes: 30, onMyWayAt: new Date(sentAt) });
    await expect.poll(() => mailsTo(outbox(), email).length, MAIL_DEADLINE).toBe(1);
    const [mail] = mailsTo(outbox(), email);
    const words = "Dana from Big Country Home Remodeling is on the way, about 30 minutes out";
    expect(mail!.subject).toBe(words);
    expect(mail!.text).toContain(`\n${words}\n`);
    expect(await queued("mail.on-my-way", visit.bookingId)).toBe(1);

    // Later presses, with other minutes too, send nothing and keep the first stamp.
    const later = await onMyWay(visit.bookingId, { minutes: 10 });
    expect(later.status).toBe(409);
    expect(((await later.json()) as { sentAt: string }).sentAt).toBe(sentAt);
    expect(await queued("mail.on-my-way", visit.bookingId)).toBe(1);
  });

  it("texts the same words once to a customer who asked for texts, and never to one who did not", async () => {
    const texted = await visitFor({ date: businessToday() });
    const silent = await visitFor({ date: businessToday() });
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, texted.bookingId));
    await db()
      .update(customers)
      .set({ textOptIn: true, phoneE164: "+13255550142" })
      .where(eq(customers.id, booking!.customerId));
    await Promise.all([
      onMyWay(texted.bookingId, { minutes: 20 }),
      onMyWay(texted.bookingId, { minutes: 20 }),
    ]);
    expect((await onMyWay(silent.bookingId, { minutes: 20 })).status).toBe(200);

    const texts = await db().select().from(textMessages).where(eq(textMessages.kind, "on_my_way"));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      customerId: booking!.customerId,
      toNumber: "+13255550142",
      // The words name the business already: not prefixed again. (Once sent, the log also holds the footer
      // of the first text to the number.)
      body: expect.stringMatching(
        /^Dana from Big Country Home Remodeling is on the way, about 20 minutes out(\nReply STOP to opt out)?$/,
      ),
    });
    // Never held, whatever the hour: it is queued to go at once (or already gone).
    expect(["queued", "sent"]).toContain(texts[0]!.status);
  });

  it("takes only the list's minutes (20 when left out), and refuses a visit not to do or missing", async () => {
    const visit = await visitFor();
    for (const minutes of [25, 0, "ten", -10, 1000]) {
      const res = await onMyWay(visit.bookingId, { minutes });
      expect(res.status, String(minutes)).toBe(400);
      expect(((await res.json()) as { errors: object }).errors).toEqual({
        minutes: "Please choose 10, 20, 30, 45 or 60 minutes",
      });
    }
    expect((await onMyWay(visit.bookingId, {})).status).toBe(200);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, visit.bookingId));
    expect(booking!.onMyWayMinutes).toBe(20);

    const cancelled = await visitFor({ status: "cancelled" });
    const refused = await onMyWay(cancelled.bookingId, { minutes: 10 });
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe("This visit was cancelled.");
    const missing = await onMyWay(999_999, { minutes: 10 });
    expect(missing.status).toBe(404);
    expect(await message(missing)).toBe("Visit not found");
    expect((await onMyWay(0, { minutes: 10 })).status).toBe(400);
  });

  it("answers 401 to a visitor and 403 to a customer, sending nothing", async () => {
    const visit = await visitFor();
    for (const path of ["on-my-way", "start", "complete"]) {
      const url = `/api/admin/visits/${visit.bookingId}/${path}`;
      expect((await t.anonymous.post(url, { minutes: 10 })).status).toBe(401);
      expect((await t.customer.post(url, { minutes: 10 })).status).toBe(403);
    }
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, visit.bookingId));
    expect(booking).toMatchObject({ onMyWayAt: null, startedAt: null });
  });
});

describe("POST /api/admin/visits/{bookingId}/start", () => {
  it("stamps the start once: a second start answers the same instant", async () => {
    const visit = await visitFor();
    const res = await step(visit.bookingId, "start");
    expect(res.status).toBe(200);
    const started = (await res.json()) as VisitStep;
    expect(started).toMatchObject({ bookingId: visit.bookingId, status: "confirmed", jobCompleted: false });
    expect(started.startedAt).not.toBeNull();
    const again = await step(visit.bookingId, "start");
    expect(again.status).toBe(200);
    expect(((await again.json()) as VisitStep).startedAt).toBe(started.startedAt);
  });

  it("refuses a cancelled or completed visit (409) and a missing one (404)", async () => {
    const cancelled = await visitFor({ status: "cancelled" });
    const res = await step(cancelled.bookingId, "start");
    expect(res.status).toBe(409);
    expect(await message(res)).toBe("This visit was cancelled.");
    const done = await visitFor({ status: "completed" });
    const late = await step(done.bookingId, "start");
    expect(late.status).toBe(409);
    expect(await message(late)).toBe("This visit is already completed.");
    const missing = await step(999_999, "start");
    expect(missing.status).toBe(404);
    expect(await message(missing)).toBe("Visit not found");
  });
});

describe("POST /api/admin/visits/{bookingId}/complete", () => {
  const deps = () => ({
    db: db(),
    jobs: t.server.jobs,
    logger: pino({ level: "silent" }),
    linkSecret: TEST_AUTH_SECRET,
  });

  it("completes the visit's appointments; the review request is queued the next morning", async () => {
    const visit = await visitFor();
    expect((await step(visit.bookingId, "start")).status).toBe(200);
    const res = await step(visit.bookingId, "complete");
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "completed", jobCompleted: false });
    const [line] = await db().select().from(appointments).where(eq(appointments.id, visit.appointmentId));
    expect(line).toMatchObject({ status: "completed", completedAt: expect.any(Date) });

    // The scheduled review job: nothing the same day, the request at 9:30 AM the next morning.
    await queueReviewRequests(deps(), new Date());
    expect(await queued("mail.review-request", visit.bookingId)).toBe(0);
    await queueReviewRequests(deps(), businessInstant(addDays(businessToday(), 1), "09:30"));
    const [request] = await db()
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.bookingId, visit.bookingId));
    expect(request?.sentAt).not.toBeNull();
    expect(await queued("mail.review-request", visit.bookingId)).toBe(1);

    // Again: nothing changes.
    const again = await step(visit.bookingId, "complete");
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "completed", jobCompleted: false });
  });

  it("completes the job with its last visit still to do: the completion invoice and the review request", async () => {
    const job = await approvedJobFor({ db: db(), admin: t.admin, anonymous: t.anonymous });
    await scheduleVisit(t.admin, job.id, addDays(DAY, 1), "10:00");
    await scheduleVisit(t.admin, job.id, addDays(DAY, 2), "10:00");
    const [first, last] = await bookingsOf(db(), job.id);
    const readJob = async () => (await (await t.admin.fetch(`/api/admin/jobs/${job.id}`)).json()) as JobView;

    const one = await step(first!.id, "complete");
    expect(await one.json()).toMatchObject({ status: "completed", jobCompleted: false });
    expect((await readJob()).completedAt).toBeNull();

    const two = await step(last!.id, "complete");
    expect(await two.json()).toMatchObject({ status: "completed", jobCompleted: true });
    const view = await readJob();
    expect(view.status).toBe("completed");
    expect(view.invoices.map((invoice) => [invoice.status, invoice.balance])).toEqual([["draft", "1575.00"]]);
    expect(view.timeline.map((event) => event.kind)).toContain("review.requested");
    expect(await queued("mail.review-request", last!.id)).toBe(1);
  });

  it("refuses a cancelled visit (409) and a missing one (404)", async () => {
    const cancelled = await visitFor({ status: "cancelled" });
    const res = await step(cancelled.bookingId, "complete");
    expect(res.status).toBe(409);
    expect(await message(res)).toBe("This visit was cancelled.");
    const [line] = await db().select().from(appointments).where(eq(appointments.id, cancelled.appointmentId));
    expect(line!.status).toBe("cancelled");
    expect((await step(999_999, "complete")).status).toBe(404);
  });
});
