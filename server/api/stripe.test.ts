/**
 * Stripe: the real SDK against a local stand-in of its API (STRIPE_API_BASE), webhooks signed as Stripe
 * signs them. Checkout creation, the signed webhook and POST /api/payments.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, processedEvents } from "~db/schema";
import { signInCustomer } from "~tests/support/auth-helpers";
import {
  bookingBody,
  makeService,
  paymentsOfBooking,
  postJson,
  recordsFingerprint,
} from "~tests/support/booking";
import type { FakeStripe } from "~tests/support/fake-stripe";
import { MAIL_DEADLINE } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { startStripeHarness, type StripeHarness } from "~tests/support/stripe-harness";
import type { TestServer } from "~tests/support/test-server";

let harness: StripeHarness;
let stripe: FakeStripe;
let server: TestServer;
const db = () => server.database.db;
const newBooking = (email: string, basePrice?: string, name?: string) =>
  harness.newBooking(email, { basePrice, name });
const deliver = (...args: Parameters<StripeHarness["deliver"]>) => harness.deliver(...args);
const statuses = (bookingId: number) => harness.statuses(bookingId);
const confirmationsTo = (email: string) => harness.mailTo(email, /confirmed/);

beforeAll(async () => {
  harness = await startStripeHarness();
  ({ stripe, server } = harness);
});
afterAll(() => harness?.close());

describe("the checkout session", () => {
  it("is built on the server from its prices, for the booking, and recorded as a pending payment", async () => {
    const { session, sessionId, url, appointmentId, bookingId } = await newBooking(
      "a@example.com",
      "300.00",
      "Bathroom Remodeling",
    );
    expect(url).toBe(session.url);
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 15000,
      currency: "usd",
      client_reference_id: String(bookingId),
      metadata: { bookingId: String(bookingId), appointmentId: String(appointmentId) },
      customer_email: "a@example.com",
      success_url: `${server.url}/thank-you?appointment_id=${appointmentId}&session_id={CHECKOUT_SESSION_ID}`,
      // Left unpaid, the visitor is back on the booking page, which releases the slot (checkout-cancel.test.ts).
      cancel_url: expect.stringMatching(
        new RegExp(`^${server.url}/book\\?cancelled=${bookingId}\\.[A-Za-z0-9_-]{43}$`),
      ),
    });
    const minutes = (session.expires_at * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29.5);
    expect(minutes).toBeLessThan(32);
    expect(await paymentsOfBooking(db(), bookingId)).toEqual([
      expect.objectContaining({
        provider: "stripe",
        providerSessionId: sessionId,
        amount: "150.00",
        status: "pending",
      }),
    ]);
  });

  it("undoes the booking and answers 502 when Stripe fails, freeing the slot", async () => {
    const service = await makeService(db());
    const body = bookingBody([{ serviceId: service }]);
    const before = await db().$count(bookings);
    stripe.failNextCreate(400);
    const res = await postJson(server.url, "/api/book", body);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "Failed to process booking" });
    expect(await db().$count(bookings)).toBe(before);
    expect((await postJson(server.url, "/api/book", body)).status).toBe(201);
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("fulfils a paid checkout.session.completed: payment succeeded with Stripe's amount and intent, confirmed", async () => {
    const { session, bookingId } = await newBooking("paid@example.com");
    const paid = stripe.markPaid(session.id);
    const res = await deliver("checkout.session.completed", paid);
    expect(res.status).toBe(200);
    const [payment] = await paymentsOfBooking(db(), bookingId);
    expect(payment).toMatchObject({
      status: "succeeded",
      amount: "200.00",
      transactionId: paid.payment_intent,
    });
    expect(payment!.paidAt).toBeInstanceOf(Date);
    expect(await statuses(bookingId)).toEqual(["confirmed"]);
  });

  it("does not fulfil a completed session whose payment is still processing", async () => {
    const { session, bookingId } = await newBooking("later@example.com");
    const completedUnpaid = { ...session, status: "complete" as const, payment_status: "unpaid" as const };
    expect((await deliver("checkout.session.completed", completedUnpaid)).status).toBe(200);
    expect(await statuses(bookingId)).toEqual(["payment_pending"]);
    const paid = stripe.markPaid(session.id);
    expect((await deliver("checkout.session.async_payment_succeeded", paid)).status).toBe(200);
    expect(await statuses(bookingId)).toEqual(["confirmed"]);
  });

  it("handles the same event delivered 10 times at once once: one payment, one confirmation, one mail", async () => {
    const { session, bookingId } = await newBooking("tenfold@example.com");
    const paid = stripe.markPaid(session.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => deliver("checkout.session.completed", paid, "evt_same_event_tenfold")),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await paymentsOfBooking(db(), bookingId)).map((p) => p.status)).toEqual(["succeeded"]);
    expect(await statuses(bookingId)).toEqual(["confirmed"]);
    await expect.poll(() => confirmationsTo("tenfold@example.com").length, MAIL_DEADLINE).toBe(1);
    await waitForIdleQueue(db());
    expect(confirmationsTo("tenfold@example.com")).toHaveLength(1);
    const events = await db()
      .select()
      .from(processedEvents)
      .where(eq(processedEvents.eventId, "evt_same_event_tenfold"));
    expect(events).toHaveLength(1);
  });

  it("stays paid whatever the order: async_succeeded before completed, then failed and expired", async () => {
    const { session, bookingId } = await newBooking("order@example.com");
    const paid = stripe.markPaid(session.id);
    for (const type of [
      "checkout.session.async_payment_succeeded",
      "checkout.session.completed",
      "checkout.session.async_payment_failed",
      "checkout.session.expired",
    ]) {
      expect((await deliver(type, paid)).status).toBe(200);
    }
    expect((await paymentsOfBooking(db(), bookingId)).map((p) => [p.status, p.amount])).toEqual([
      ["succeeded", "200.00"],
    ]);
    expect(await statuses(bookingId)).toEqual(["confirmed"]);
    await expect.poll(() => confirmationsTo("order@example.com").length, MAIL_DEADLINE).toBe(1);
  });

  it("expired before any payment cancels the unpaid appointments, freeing the slot", async () => {
    const { session, bookingId } = await newBooking("expired@example.com");
    expect((await deliver("checkout.session.expired", { ...session, status: "expired" })).status).toBe(200);
    expect((await paymentsOfBooking(db(), bookingId)).map((p) => p.status)).toEqual(["expired"]);
    expect(await statuses(bookingId)).toEqual(["cancelled"]);
  });

  it("async_payment_failed marks the checkout failed and confirms nothing", async () => {
    const { session, bookingId } = await newBooking("failed@example.com");
    expect((await deliver("checkout.session.async_payment_failed", session)).status).toBe(200);
    expect((await paymentsOfBooking(db(), bookingId)).map((p) => p.status)).toEqual(["failed"]);
    expect(await statuses(bookingId)).toEqual(["payment_pending"]);
  });

  it("does not fulfil when the amount or currency differs from what the server expected", async () => {
    const { session, bookingId } = await newBooking("mismatch@example.com");
    for (const tampered of [
      stripe.markPaid(session.id, { amount_total: 100 }),
      stripe.markPaid(session.id, { amount_total: 20000, currency: "eur" }),
    ]) {
      expect((await deliver("checkout.session.completed", tampered)).status).toBe(200);
    }
    expect((await paymentsOfBooking(db(), bookingId)).map((p) => p.status)).toEqual(["pending"]);
    expect(await statuses(bookingId)).toEqual(["payment_pending"]);
  });

  it("refuses a bad or missing signature with 400 and records nothing", async () => {
    const { session } = await newBooking("forged@example.com");
    const paid = stripe.markPaid(session.id);
    const before = await recordsFingerprint(db());
    const forged = await deliver("checkout.session.completed", paid, undefined, "whsec_someone_else");
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: expect.any(String) });
    const unsigned = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: "evt_x", type: "checkout.session.completed", data: { object: paid } }),
    });
    expect(unsigned.status).toBe(400);
    expect(await recordsFingerprint(db())).toEqual(before);
  });

  it("answers 200 to event types it does not handle, changing nothing", async () => {
    const { session } = await newBooking("other@example.com");
    const before = await recordsFingerprint(db());
    expect((await deliver("payment_intent.created", session)).status).toBe(200);
    expect(await recordsFingerprint(db())).toEqual(before);
  });
});

describe("a fresh checkout of an unpaid booking", () => {
  it("closes the earlier session at Stripe, and its expiry does not cancel the booking", async () => {
    const { session, appointmentId, bookingId } = await newBooking("again@example.com");
    const owner = await signInCustomer(server, "again@example.com");
    const res = await owner.fetch(`/api/appointments/${appointmentId}/checkout`, {
      method: "POST",
      json: {},
    });
    expect(res.status).toBe(200);
    const fresh = await res.json();
    expect(fresh.sessionId).not.toBe(session.id);
    expect(stripe.sessions.get(session.id)!.status).toBe("expired");
    expect((await deliver("checkout.session.expired", stripe.sessions.get(session.id)!)).status).toBe(200);
    expect(await statuses(bookingId)).toEqual(["payment_pending"]);
    expect((await deliver("checkout.session.completed", stripe.markPaid(fresh.sessionId))).status).toBe(200);
    expect(await statuses(bookingId)).toEqual(["confirmed"]);
    expect((await paymentsOfBooking(db(), bookingId)).map((p) => p.status).sort()).toEqual([
      "expired",
      "succeeded",
    ]);
  });
});

describe("with Stripe", () => {
  it("the test checkout does not exist", async () => {
    const { sessionId } = await newBooking("notest@example.com");
    expect((await postJson(server.url, `/api/test-checkout/${sessionId}/pay`, {})).status).toBe(404);
    expect((await postJson(server.url, `/api/test-checkout/${sessionId}/cancel`, {})).status).toBe(404);
  });
});

describe("POST /api/payments with Stripe", () => {
  const report = (appointmentId: number, transactionId: string) =>
    postJson(server.url, "/api/payments", { appointmentId, transactionId, amount: 0 });

  it("asks Stripe: unpaid is pending and records nothing; paid is recorded once", async () => {
    const { session, appointmentId, bookingId } = await newBooking("thanks@example.com");
    const before = await recordsFingerprint(db());
    expect(await (await report(appointmentId, session.id)).json()).toEqual({ status: "pending" });
    expect(await recordsFingerprint(db())).toEqual(before);
    stripe.markPaid(session.id);
    expect(await (await report(appointmentId, session.id)).json()).toEqual({ status: "succeeded" });
    await expect.poll(() => confirmationsTo("thanks@example.com").length, MAIL_DEADLINE).toBe(1);
    const settled = await recordsFingerprint(db());
    expect(await (await report(appointmentId, session.id)).json()).toEqual({ status: "succeeded" });
    expect(await recordsFingerprint(db())).toEqual(settled);
    expect((await paymentsOfBooking(db(), bookingId)).map((p) => p.status)).toEqual(["succeeded"]);
  });

  it("refuses a session of another booking, or one Stripe does not know, recording nothing", async () => {
    const mine = await newBooking("mine@example.com");
    const theirs = await newBooking("theirs@example.com");
    stripe.markPaid(theirs.session.id);
    const before = await recordsFingerprint(db());
    expect((await report(mine.appointmentId, theirs.session.id)).status).toBe(400);
    expect((await report(mine.appointmentId, "cs_test_unknown")).status).toBe(400);
    expect(await recordsFingerprint(db())).toEqual(before);
  });
});
