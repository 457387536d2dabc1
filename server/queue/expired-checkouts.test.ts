/**
 * The scheduled closing of unpaid checkouts, run at fixed instants against Stripe's local stand-in: a
 * checkout is closed at Stripe and its visits cancelled by the site once its hold is over, never before,
 * once however often or concurrently the job runs; one paid meanwhile is recorded instead; Stripe's own
 * "expired" event still works, before or after the job. Last, the job itself, run by the queue's worker.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNPAID_HOLD_MINUTES } from "~/lib/checkout-window";
import { closeExpiredCheckouts } from "~/workflows/expired-checkouts.server";
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import { payments } from "~db/schema";
import { createPaymentProvider } from "~server/api/payment-services";
import { createLogger } from "~server/logger";
import { appointmentsOfBooking, paymentsOfBooking } from "~tests/support/booking";
import { MAIL_DEADLINE } from "~tests/support/outbox";
import { startStripeHarness, type StripeHarness } from "~tests/support/stripe-harness";

let h: StripeHarness;
let deps: PaymentFlowDeps;
const db = () => h.server.database.db;

beforeAll(async () => {
  h = await startStripeHarness();
  const { config, jobs } = h.server;
  const logger = createLogger("silent");
  const { provider } = createPaymentProvider(config, db());
  deps = { db: db(), siteUrl: config.SITE_URL, logger, jobs, provider };
});
afterAll(() => h?.close());

/** The first millisecond at which the booking's checkout no longer holds its slot. */
async function holdEndOf(bookingId: number) {
  const [payment] = await paymentsOfBooking(db(), bookingId);
  // The database keeps microseconds, a Date milliseconds: the next millisecond is past the stored time.
  return new Date(payment!.createdAt.getTime() + UNPAID_HOLD_MINUTES * 60_000 + 1);
}
const statusesWithWho = async (bookingId: number) =>
  (await appointmentsOfBooking(db(), bookingId)).map((a) => [a.status, a.cancelledBy]);
const paymentStatuses = async (bookingId: number) =>
  (await paymentsOfBooking(db(), bookingId)).map((p) => p.status);
const secondsBefore = (instant: Date, seconds: number) => new Date(instant.getTime() - seconds * 1000);

describe("closing expired checkouts", () => {
  it("closes a checkout at Stripe and cancels its visit once the hold is over, and not a second before", async () => {
    const { session, bookingId } = await h.newBooking("expires@example.com");
    const holdEnd = await holdEndOf(bookingId);

    await closeExpiredCheckouts(deps, secondsBefore(holdEnd, 1));
    expect(h.stripe.sessions.get(session.id)!.status).toBe("open");
    expect(await statusesWithWho(bookingId)).toEqual([["payment_pending", null]]);

    expect(await closeExpiredCheckouts(deps, holdEnd)).toMatchObject({ expired: 1, paid: 0, left: 0 });
    expect(h.stripe.sessions.get(session.id)!.status).toBe("expired");
    expect(await paymentStatuses(bookingId)).toEqual(["expired"]);
    expect(await statusesWithWho(bookingId)).toEqual([["cancelled", "system"]]);

    // Again, and Stripe's own report arriving afterwards: nothing more happens.
    expect(await closeExpiredCheckouts(deps, holdEnd)).toMatchObject({ expired: 0, paid: 0 });
    expect((await h.deliver("checkout.session.expired", { ...session, status: "expired" })).status).toBe(200);
    expect(await statusesWithWho(bookingId)).toEqual([["cancelled", "system"]]);
  });

  it("closes each checkout once when two runs go at the same time", async () => {
    const { bookingId } = await h.newBooking("twice-at-once@example.com");
    const holdEnd = await holdEndOf(bookingId);
    const runs = await Promise.all([
      closeExpiredCheckouts(deps, holdEnd),
      closeExpiredCheckouts(deps, holdEnd),
    ]);
    expect(runs.map((run) => run.expired).toSorted()).toEqual([0, 1]);
    expect(await paymentStatuses(bookingId)).toEqual(["expired"]);
  });

  it("leaves a checkout Stripe already reported expired to that report", async () => {
    const { session, bookingId } = await h.newBooking("reported@example.com");
    expect((await h.deliver("checkout.session.expired", { ...session, status: "expired" })).status).toBe(200);
    expect(await statusesWithWho(bookingId)).toEqual([["cancelled", "system"]]);
    expect(await closeExpiredCheckouts(deps, await holdEndOf(bookingId))).toMatchObject({ expired: 0 });
  });

  it("records a checkout paid at the last moment instead, confirming its visit and mailing the customer", async () => {
    const email = "last-moment@example.com";
    const { session, bookingId } = await h.newBooking(email);
    const paid = h.stripe.markPaid(session.id);
    expect(await closeExpiredCheckouts(deps, await holdEndOf(bookingId))).toMatchObject({
      paid: 1,
      expired: 0,
    });
    expect(await statusesWithWho(bookingId)).toEqual([["confirmed", null]]);
    expect((await paymentsOfBooking(db(), bookingId)).map((p) => [p.status, p.transactionId])).toEqual([
      ["succeeded", paid.payment_intent],
    ]);
    await expect.poll(() => h.mailTo(email, /confirmed/).length, MAIL_DEADLINE).toBe(1);
  });

  it("leaves a checkout still being paid (a delayed payment method) for the next run", async () => {
    const { session, bookingId } = await h.newBooking("settling@example.com");
    Object.assign(h.stripe.sessions.get(session.id)!, { status: "complete", payment_status: "unpaid" });
    expect(await closeExpiredCheckouts(deps, await holdEndOf(bookingId))).toMatchObject({ left: 1 });
    expect(await paymentStatuses(bookingId)).toEqual(["pending"]);
  });
});

describe("the scheduled job", () => {
  it("is run by the queue's worker at the real time", async () => {
    const { bookingId } = await h.newBooking("scheduled@example.com");
    const longAgo = new Date(Date.now() - (UNPAID_HOLD_MINUTES + 5) * 60_000);
    await db().update(payments).set({ createdAt: longAgo }).where(eq(payments.bookingId, bookingId));
    await h.server.jobs.enqueue("checkouts.close-expired", {});
    await expect.poll(() => statusesWithWho(bookingId), MAIL_DEADLINE).toEqual([["cancelled", "system"]]);
  });
});
