/**
 * Refunds that do not go through at once, through the real Stripe SDK against the local stand-in: a
 * customer's cancel whose refund Stripe refuses stands, the refund is asked again by the scheduled job (at
 * fixed instants) with the same key and made once, and given up as failed after a day; an admin's refund
 * request sent twice with the form's key refunds once.
 */
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cancelledDescription } from "~/features/appointments/cancellation";
import { REFUND_REQUEST_KEY_MESSAGE } from "~/features/appointments/visit-change.schema";
import { addDays, businessToday } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import { GIVE_UP_AFTER_MS, retryPendingRefunds } from "~/workflows/refund-retries.server";
import { selectRows } from "~db/rows";
import { businessSettings, payments, refunds } from "~db/schema";
import { createAdmin, outboxOf, SIGN_IN_MAIL, signInAdmin } from "~tests/support/auth-helpers";
import { newClientIp } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import type { FakeStripe } from "~tests/support/fake-stripe";
import { linkIn, mailsTo, waitForMail } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { startStripeHarness, type StripeHarness } from "~tests/support/stripe-harness";
import { createPaymentProvider } from "./payment-services";

let harness: StripeHarness;
let stripe: FakeStripe;
const db = () => harness.server.database.db;
/** Log lines of the job's runs, parsed. */
let logged: Array<{ level: number; msg: string; refundId?: number }> = [];
let deps: PaymentFlowDeps;

beforeAll(async () => {
  harness = await startStripeHarness();
  stripe = harness.stripe;
  await db().update(businessSettings).set({ cancelWindowHours: 24 });
  const server = harness.server;
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const { provider } = createPaymentProvider(server.config, db());
  deps = { db: db(), siteUrl: server.config.SITE_URL, logger, jobs: server.jobs, provider };
});
afterAll(() => harness?.close());
beforeEach(() => {
  logged = [];
  stripe.refundsDown(false);
});

let offset = 10;
/** Another weekday (open in the demo hours) at least ten days ahead. */
function openDate(): string {
  for (;;) {
    const date = addDays(businessToday(), offset++);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** A customer signed in through a sign-in link, asked from an address of its own (links are rate limited). */
async function signInCustomer(email: string): Promise<Client> {
  const server = harness.server;
  const client = browserLikeClient(server.url);
  const before = mailsTo(outboxOf(server), email, SIGN_IN_MAIL).length;
  const asked = await client.post(
    "/api/auth/sign-in/magic-link",
    { email, callbackURL: "/" },
    { "x-forwarded-for": newClientIp() },
  );
  expect(asked.status).toBe(200);
  expect(
    (
      await client.fetch(
        linkIn(await waitForMail(outboxOf(server), email, { count: before + 1, subject: SIGN_IN_MAIL })),
      )
    ).status,
  ).toBe(302);
  return client;
}

let customers = 0;
/** A confirmed visit paid through Stripe's webhook. */
async function paidVisit(basePrice = "200.00") {
  const email = `retry-${++customers}@example.com`;
  const booked = await harness.newBooking(email, { date: openDate(), time: "10:00", basePrice });
  const session = stripe.markPaid(booked.sessionId);
  expect((await harness.deliver("checkout.session.completed", session)).status).toBe(200);
  expect(await harness.statuses(booked.bookingId)).toEqual(["confirmed"]);
  return { ...booked, email, intent: session.payment_intent! };
}

async function paymentOf(bookingId: number) {
  const [payment] = await db().select().from(payments).where(eq(payments.bookingId, bookingId));
  return payment!;
}
const refundsOf = (paymentId: number) =>
  db().select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
const madeAtStripe = (intent: string) => stripe.refunds.filter((r) => r.payment_intent === intent);

async function figures(email: string) {
  const [row] = await selectRows<{ spent: string; revenue: string }>(
    db(),
    sql`select (select t.total_spent::text from customer_totals t join customers c on c.id = t.customer_id
                where c.email = ${email}) as spent,
               (select coalesce(sum(amount), 0)::numeric(14, 2)::text from revenue_by_day) as revenue`,
  );
  return row!;
}

/** The customer cancels in time while Stripe refuses every refund; answers the cancel's body. */
async function cancelWhileStripeIsDown(visit: Awaited<ReturnType<typeof paidVisit>>) {
  const customer = await signInCustomer(visit.email);
  stripe.refundsDown(true);
  const res = await customer.fetch(`/api/appointments/${visit.appointmentId}`, {
    method: "PUT",
    json: { status: "cancelled" },
  });
  expect(res.status).toBe(200);
  return res.json();
}

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe("a customer's cancel whose refund Stripe refuses", () => {
  it("stands, tells the refund is on its way, and the job makes the refund once, with one mail", async () => {
    const visit = await paidVisit("200.00");
    const before = await figures(visit.email);
    const body = await cancelWhileStripeIsDown(visit);
    expect(stripe.refusedRefundCalls).toBeGreaterThan(0);
    expect(body.status).toBe("cancelled");
    expect(body.payment.refunds).toEqual([
      expect.objectContaining({ amount: "200.00", reason: "cancelled_in_time", status: "pending" }),
    ]);
    // What the page's toast says with that answer: on its way, not "has been refunded".
    expect(cancelledDescription(body.payment.refunds[0], formatMoney)).toBe(
      "Your appointment has been successfully cancelled. The refund of your $200.00 deposit is on its way; " +
        "we will email you once it has gone through.",
    );
    const payment = await paymentOf(visit.bookingId);
    expect(payment).toMatchObject({ status: "succeeded", refundedAmount: "0.00" });
    expect(madeAtStripe(visit.intent)).toEqual([]);
    expect(await figures(visit.email)).toEqual(before);
    const [pending] = await refundsOf(payment.id);
    stripe.refundsDown(false);

    // Too young: it might still be its first request's, so the job leaves it alone.
    expect(await retryPendingRefunds(deps, minutesAfter(pending!.createdAt, 2))).toEqual({
      succeeded: 0,
      stillPending: 0,
      failed: 0,
    });
    expect(madeAtStripe(visit.intent)).toEqual([]);

    // Two workers running the job at the same tick: one refund at Stripe, settled once.
    const tick = minutesAfter(pending!.createdAt, 10);
    await Promise.all([retryPendingRefunds(deps, tick), retryPendingRefunds(deps, tick)]);
    const made = madeAtStripe(visit.intent);
    expect(made).toEqual([expect.objectContaining({ amount: 20000 })]);
    expect(made[0]!.metadata.refund_key).toBe(`cancel-${visit.appointmentId}`);
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({
        id: pending!.id,
        amount: "200.00",
        status: "succeeded",
        providerRefundId: made[0]!.id,
        idempotencyKey: `cancel-${visit.appointmentId}`,
      }),
    ]);
    expect(await paymentOf(visit.bookingId)).toMatchObject({ status: "refunded", refundedAmount: "200.00" });
    expect(await figures(visit.email)).toEqual({
      spent: "0.00",
      revenue: (Number(before.revenue) - 200).toFixed(2),
    });
    await waitForIdleQueue(db());
    expect(harness.mailTo(visit.email, /refunded/)).toHaveLength(1);

    // The next run has nothing to do.
    expect(await retryPendingRefunds(deps, minutesAfter(pending!.createdAt, 20))).toEqual({
      succeeded: 0,
      stillPending: 0,
      failed: 0,
    });
    expect(madeAtStripe(visit.intent)).toHaveLength(1);
    expect((await paymentOf(visit.bookingId)).refundedAmount).toBe("200.00");
    await waitForIdleQueue(db());
    expect(harness.mailTo(visit.email, /refunded/)).toHaveLength(1);
  });

  it("asks again at every run while Stripe refuses, then after a day marks it failed and logs an error", async () => {
    const visit = await paidVisit("150.00");
    const before = await figures(visit.email);
    await cancelWhileStripeIsDown(visit);
    const payment = await paymentOf(visit.bookingId);
    const [pending] = await refundsOf(payment.id);

    const refused = stripe.refusedRefundCalls;
    expect(await retryPendingRefunds(deps, minutesAfter(pending!.createdAt, 10))).toMatchObject({
      stillPending: 1,
    });
    expect(stripe.refusedRefundCalls).toBeGreaterThan(refused);
    const almostADay = minutesAfter(pending!.createdAt, GIVE_UP_AFTER_MS / 60_000 - 10);
    expect(await retryPendingRefunds(deps, almostADay)).toMatchObject({ stillPending: 1, failed: 0 });
    expect((await refundsOf(payment.id))[0]!.status).toBe("pending");
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);

    const aDay = minutesAfter(pending!.createdAt, GIVE_UP_AFTER_MS / 60_000 + 1);
    expect(await retryPendingRefunds(deps, aDay)).toMatchObject({ stillPending: 0, failed: 1 });
    expect((await refundsOf(payment.id))[0]!.status).toBe("failed");
    expect(logged.filter((line) => line.level >= 50)).toEqual([
      expect.objectContaining({
        refundId: pending!.id,
        msg: "refund failed for a day; marked failed, to be settled by hand",
      }),
    ]);

    // Given up: Stripe back up, the next run asks nothing; nothing was refunded or counted.
    stripe.refundsDown(false);
    expect(await retryPendingRefunds(deps, minutesAfter(aDay, 10))).toEqual({
      succeeded: 0,
      stillPending: 0,
      failed: 0,
    });
    expect(madeAtStripe(visit.intent)).toEqual([]);
    expect(await paymentOf(visit.bookingId)).toMatchObject({ status: "succeeded", refundedAmount: "0.00" });
    expect(await figures(visit.email)).toEqual(before);
    await waitForIdleQueue(db());
    expect(harness.mailTo(visit.email, /refunded/)).toEqual([]);

    // The admin sees it failed in the appointment's refunds, and may refund the amount by hand.
    const { email } = await createAdmin(harness.server, "retry-admin@example.com");
    const admin = (await signInAdmin(harness.server, email)).client;
    const details = await (await admin.fetch(`/api/admin/appointments/${visit.appointmentId}`)).json();
    expect(details.payment.refunds).toEqual([
      expect.objectContaining({ amount: "150.00", reason: "cancelled_in_time", status: "failed" }),
    ]);
    const byHand = await admin.fetch(`/api/admin/appointments/${visit.appointmentId}/refunds`, {
      method: "POST",
      json: { amount: "150.00", reason: "Cancelled in time; automatic refund failed" },
    });
    expect(byHand.status).toBe(201);
    expect(madeAtStripe(visit.intent)).toEqual([expect.objectContaining({ amount: 15000 })]);
  });
});

describe("an admin's refund request sent again with the same key", () => {
  let admin: Client;
  beforeAll(async () => {
    const { email } = await createAdmin(harness.server, "retry-key-admin@example.com");
    admin = (await signInAdmin(harness.server, email)).client;
  });
  const refundBy = (id: number, body: unknown) =>
    admin.fetch(`/api/admin/appointments/${id}/refunds`, { method: "POST", json: body });
  const key = () => crypto.randomUUID();

  it("answers the first refund (200) instead of refunding again", async () => {
    const visit = await paidVisit("250.00");
    const body = { amount: "40.00", reason: "Smaller job", requestKey: key() };
    const first = await refundBy(visit.appointmentId, body);
    expect(first.status).toBe(201);
    const again = await refundBy(visit.appointmentId, body);
    expect(again.status).toBe(200);
    expect((await again.json()).payment.refunds).toEqual((await first.json()).payment.refunds);
    expect(madeAtStripe(visit.intent).map((r) => r.amount)).toEqual([4000]);
    const payment = await paymentOf(visit.bookingId);
    expect(payment.refundedAmount).toBe("40.00");
    expect((await refundsOf(payment.id)).map((r) => r.idempotencyKey)).toEqual([
      `admin-${visit.appointmentId}-${body.requestKey}`,
    ]);
    await waitForIdleQueue(db());
    expect(harness.mailTo(visit.email, /refunded/)).toHaveLength(1);

    // The same key asking for something else is refused; a new key is a new refund.
    const changed = await refundBy(visit.appointmentId, { ...body, amount: "50.00" });
    expect(changed.status).toBe(409);
    expect((await changed.json()).message).toMatch(/already asked for with another amount or reason/);
    expect((await refundBy(visit.appointmentId, { ...body, requestKey: key() })).status).toBe(201);
    expect((await paymentOf(visit.bookingId)).refundedAmount).toBe("80.00");
  });

  it("refunds once when the same request arrives three times at once, even when it empties the payment", async () => {
    const visit = await paidVisit("100.00");
    const body = { amount: "100.00", reason: "Job cancelled", requestKey: key() };
    const answers = await Promise.all([1, 2, 3].map(() => refundBy(visit.appointmentId, body)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    for (const answer of bodies) {
      expect(answer.payment.refunds).toEqual([
        expect.objectContaining({
          id: bodies[0].payment.refunds[0].id,
          amount: "100.00",
          status: "succeeded",
        }),
      ]);
    }
    expect(madeAtStripe(visit.intent).map((r) => r.amount)).toEqual([10000]);
    expect(await paymentOf(visit.bookingId)).toMatchObject({ status: "refunded", refundedAmount: "100.00" });
    // Sent again later, after the payment is all refunded: still the same refund, not "nothing paid".
    expect((await refundBy(visit.appointmentId, body)).status).toBe(200);
    await waitForIdleQueue(db());
    expect(harness.mailTo(visit.email, /refunded/)).toHaveLength(1);
  });

  it("keys by appointment, refunds each request without a key as before, and refuses a malformed key", async () => {
    const a = await paidVisit("100.00");
    const b = await paidVisit("100.00");
    const shared = key();
    expect((await refundBy(a.appointmentId, { amount: "10", reason: "x", requestKey: shared })).status).toBe(
      201,
    );
    expect((await refundBy(b.appointmentId, { amount: "10", reason: "x", requestKey: shared })).status).toBe(
      201,
    );
    expect(madeAtStripe(b.intent)).toHaveLength(1);

    for (let i = 0; i < 2; i++) {
      expect((await refundBy(a.appointmentId, { amount: "5", reason: "No key" })).status).toBe(201);
    }
    expect((await paymentOf(a.bookingId)).refundedAmount).toBe("20.00");

    for (const requestKey of ["short", "has spaces in it", 12345678, "x".repeat(101)]) {
      const res = await refundBy(a.appointmentId, { amount: "5", reason: "x", requestKey });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ requestKey: REFUND_REQUEST_KEY_MESSAGE });
    }
    expect((await paymentOf(a.bookingId)).refundedAmount).toBe("20.00");
  });
});
