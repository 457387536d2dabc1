/**
 * Stripe: a booking is never charged twice and never left cancelled after paying, whatever order the
 * checkout sessions are opened, paid and reported in. The real SDK against the local Stripe stand-in.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSettings } from "~db/demo-data";
import { appointments, bookings, payments } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { appointmentsOfBooking, paymentsOfBooking } from "~tests/support/booking";
import type { FakeSession } from "~tests/support/fake-stripe";
import { MAIL_DEADLINE } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { startStripeHarness, type StripeHarness } from "~tests/support/stripe-harness";

let h: StripeHarness;
const db = () => h.server.database.db;
const BUSINESS = demoSettings.email;

beforeAll(async () => {
  h = await startStripeHarness();
});
afterAll(() => h?.close());

const completed = (session: FakeSession, eventId?: string) =>
  h.deliver("checkout.session.completed", session, eventId);
const paymentRows = async (bookingId: number) =>
  (await paymentsOfBooking(db(), bookingId)).sort((a, b) => a.id - b.id);
const sessionsOfBooking = (bookingId: number) =>
  [...h.stripe.sessions.values()].filter((s) => s.client_reference_id === String(bookingId));

async function freshCheckout(email: string, appointmentId: number) {
  const owner = await signInCustomer(h.server, email);
  return owner.fetch(`/api/appointments/${appointmentId}/checkout`, { method: "POST", json: {} });
}

/**
 * A second payable session of the same booking, as one left open by an earlier version of the site or by
 * a race with the provider: created at Stripe through its API and recorded as the booking's pending payment.
 */
async function secondOpenSession(bookingId: number, amountCents: number): Promise<FakeSession> {
  const form = new URLSearchParams({
    mode: "payment",
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "usd",
    "line_items[0][price_data][unit_amount]": String(amountCents),
    "line_items[0][price_data][product_data][name]": "Deposit",
    client_reference_id: String(bookingId),
    expires_at: String(Math.floor(Date.now() / 1000) + 1800),
    success_url: "http://localhost/thank-you",
    cancel_url: "http://localhost/payment",
  });
  const res = await fetch(`${h.stripe.url}/v1/checkout/sessions`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: "Bearer sk_test_fake" },
    body: form,
  });
  const session = (await res.json()) as FakeSession;
  await db()
    .insert(payments)
    .values({
      bookingId,
      provider: "stripe",
      providerSessionId: session.id,
      amount: (amountCents / 100).toFixed(2),
      status: "pending",
    });
  return h.stripe.sessions.get(session.id)!;
}

describe("a fresh checkout of a booking whose last checkout was paid meanwhile", () => {
  it("records the payment found at Stripe instead of opening a second checkout: one payment, one mail", async () => {
    const { session, appointmentId, bookingId } = await h.newBooking("paid-meanwhile@example.com");
    const paid = h.stripe.markPaid(session.id);
    const res = await freshCheckout("paid-meanwhile@example.com", appointmentId);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This booking is already paid." });
    expect(sessionsOfBooking(bookingId)).toHaveLength(1);
    expect((await paymentRows(bookingId)).map((p) => [p.status, p.transactionId])).toEqual([
      ["succeeded", paid.payment_intent],
    ]);
    expect(await h.statuses(bookingId)).toEqual(["confirmed"]);
    // Stripe's own report arrives later and changes nothing.
    expect((await completed(paid)).status).toBe(200);
    await expect
      .poll(() => h.mailTo("paid-meanwhile@example.com", /confirmed/).length, MAIL_DEADLINE)
      .toBe(1);
    expect(h.stripe.refunds).toHaveLength(0);
  });

  it("opens nothing while the last checkout is still being paid (a delayed payment method)", async () => {
    const { session, appointmentId, bookingId } = await h.newBooking("processing@example.com");
    Object.assign(h.stripe.sessions.get(session.id)!, { status: "complete", payment_status: "unpaid" });
    const res = await freshCheckout("processing@example.com", appointmentId);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/still being paid/);
    expect(sessionsOfBooking(bookingId)).toHaveLength(1);
    expect((await paymentRows(bookingId)).map((p) => p.status)).toEqual(["pending"]);
  });
});

describe("a second payment of a paid booking", () => {
  it("is refunded in full through Stripe, once, recorded as refunded, and both the business and customer are told", async () => {
    const email = "twice@example.com";
    const { session, bookingId } = await h.newBooking(email);
    const second = await secondOpenSession(bookingId, 20000);
    const first = h.stripe.markPaid(session.id);
    const again = h.stripe.markPaid(second.id);
    expect((await completed(first)).status).toBe(200);
    expect((await completed(again)).status).toBe(200);
    // Stripe repeats itself: the same event and a second event about the same session.
    expect((await completed(again)).status).toBe(200);
    expect((await completed(again, "evt_second_report_of_the_second_payment")).status).toBe(200);

    expect(h.stripe.refunds).toEqual([
      expect.objectContaining({ payment_intent: again.payment_intent, amount: 20000, reason: "duplicate" }),
    ]);
    const [kept, refunded] = await paymentRows(bookingId);
    expect(kept).toMatchObject({ status: "succeeded", transactionId: first.payment_intent });
    expect(refunded).toMatchObject({
      status: "refunded",
      refundReason: "duplicate",
      refundId: h.stripe.refunds[0]!.id,
      transactionId: again.payment_intent,
    });
    expect(refunded!.refundedAt).toBeInstanceOf(Date);
    expect(await h.statuses(bookingId)).toEqual(["confirmed"]);
    await expect.poll(() => h.mailTo(BUSINESS, /Payment refunded for booking/).length, MAIL_DEADLINE).toBe(1);
    await expect
      .poll(() => h.mailTo(email, /Your payment of \$200\.00 was refunded/).length, MAIL_DEADLINE)
      .toBe(1);
    expect(h.mailTo(email, /refunded/)[0]!.text).toMatch(/already paid, so we refunded the second payment/);
    await waitForIdleQueue(db());
    expect(h.mailTo(email, /confirmed/)).toHaveLength(1);
  });

  it("whose refund Stripe refuses stays owed and is refunded when Stripe delivers the event again", async () => {
    const { session, bookingId } = await h.newBooking("retry-refund@example.com");
    const second = await secondOpenSession(bookingId, 20000);
    expect((await completed(h.stripe.markPaid(session.id))).status).toBe(200);
    const again = h.stripe.markPaid(second.id);
    h.stripe.failNextRefund(400);
    const failed = await completed(again, "evt_refund_retry");
    expect(failed.status).toBe(503);
    expect((await paymentRows(bookingId))[1]).toMatchObject({ status: "refund_pending" });
    expect((await completed(again, "evt_refund_retry")).status).toBe(200);
    expect((await paymentRows(bookingId))[1]).toMatchObject({ status: "refunded" });
    expect(h.stripe.refunds.filter((r) => r.payment_intent === again.payment_intent)).toHaveLength(1);
  });
});

describe("a payment reported after its checkout expired", () => {
  it("brings the cancelled booking back, confirmed, when its slot is still free", async () => {
    const email = "late-but-free@example.com";
    const { session, bookingId } = await h.newBooking(email);
    expect((await h.deliver("checkout.session.expired", { ...session, status: "expired" })).status).toBe(200);
    expect(await h.statuses(bookingId)).toEqual(["cancelled"]);
    expect((await completed(h.stripe.markPaid(session.id))).status).toBe(200);
    expect(await h.statuses(bookingId)).toEqual(["confirmed"]);
    expect((await paymentRows(bookingId)).map((p) => p.status)).toEqual(["succeeded"]);
    await expect.poll(() => h.mailTo(email, /confirmed/).length, MAIL_DEADLINE).toBe(1);
    expect(h.stripe.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(0);
  });

  it("is refunded when the slot went to someone else, with no confirmation: the customer and the business are told", async () => {
    const email = "late-and-taken@example.com";
    const { session, bookingId } = await h.newBooking(email);
    const [slot] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect((await h.deliver("checkout.session.expired", { ...session, status: "expired" })).status).toBe(200);
    const other = await h.newBooking("got-the-slot@example.com", { date: slot!.date, time: slot!.time });
    const paid = h.stripe.markPaid(session.id);
    expect((await completed(paid)).status).toBe(200);

    expect(await h.statuses(bookingId)).toEqual(["cancelled"]);
    expect(await h.statuses(other.bookingId)).toEqual(["payment_pending"]);
    expect((await paymentRows(bookingId)).map((p) => [p.status, p.refundReason])).toEqual([
      ["refunded", "slot_unavailable"],
    ]);
    expect(h.stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toEqual([
      expect.objectContaining({ amount: 20000 }),
    ]);
    await expect.poll(() => h.mailTo(email, /was refunded/).length, MAIL_DEADLINE).toBe(1);
    expect(h.mailTo(email, /was refunded/)[0]!.text).toMatch(/no longer available/);
    await expect
      .poll(() => h.mailTo(BUSINESS, /Payment refunded for booking/).length, MAIL_DEADLINE)
      .toBeGreaterThan(0);
    await waitForIdleQueue(db());
    expect(h.mailTo(email, /confirmed/)).toHaveLength(0);
  });

  it("is refunded when its unpaid hold lapsed and the slot was booked before Stripe's report arrived", async () => {
    const email = "lapsed@example.com";
    const { session, bookingId } = await h.newBooking(email);
    const [slot] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    const longAgo = new Date(Date.now() - 45 * 60_000);
    await db().update(bookings).set({ createdAt: longAgo }).where(eq(bookings.id, bookingId));
    await db().update(payments).set({ createdAt: longAgo }).where(eq(payments.bookingId, bookingId));
    await h.newBooking("took-lapsed-slot@example.com", { date: slot!.date, time: slot!.time });
    expect((await completed(h.stripe.markPaid(session.id))).status).toBe(200);
    expect((await appointmentsOfBooking(db(), bookingId)).map((a) => [a.status, a.cancelledBy])).toEqual([
      ["cancelled", "system"],
    ]);
    expect((await paymentRows(bookingId)).map((p) => [p.status, p.refundReason])).toEqual([
      ["refunded", "slot_unavailable"],
    ]);
    await waitForIdleQueue(db());
    expect(h.mailTo(email, /confirmed/)).toHaveLength(0);
  });

  it("is refunded, not reinstated, when an admin cancelled the booking", async () => {
    const email = "admin-cancelled@example.com";
    const { session, bookingId, appointmentId } = await h.newBooking(email);
    const admin = await createAdmin(h.server, "owner-refunds@example.com");
    const { client } = await signInAdmin(h.server, admin.email);
    const cancel = await client.fetch(`/api/admin/appointments/${appointmentId}`, {
      method: "PATCH",
      json: { status: "cancelled" },
    });
    expect(cancel.status).toBe(200);
    expect((await completed(h.stripe.markPaid(session.id))).status).toBe(200);
    expect(await h.statuses(bookingId)).toEqual(["cancelled"]);
    expect((await paymentRows(bookingId)).map((p) => [p.status, p.refundReason])).toEqual([
      ["refunded", "visit_cancelled"],
    ]);
    const [line] = await db().select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(line!.cancelledBy).toBe("admin");
    await waitForIdleQueue(db());
    expect(h.mailTo(email, /confirmed/)).toHaveLength(0);
  });
});
