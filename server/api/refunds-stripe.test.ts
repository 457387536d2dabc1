/**
 * Cancelling in time, rescheduling and refunds, through the real Stripe SDK against the local stand-in:
 * the deposit goes back once however the provider's reports arrive (replayed, or before our own call
 * heard back), a late cancel is refused with the policy, an admin refunds in part up to what is left, and
 * two customers racing for one slot leave one winner.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latePolicyMessage } from "~/features/appointments/cancellation";
import { SLOT_TAKEN } from "~/features/booking/slots.server";
import { addDays, businessToday } from "~/lib/dates";
import { selectRows } from "~db/rows";
import { appointments, bookings, businessSettings, payments, refunds } from "~db/schema";
import { createAdmin, outboxOf, SIGN_IN_MAIL, signInAdmin } from "~tests/support/auth-helpers";
import { newClientIp } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import type { FakeStripe } from "~tests/support/fake-stripe";
import { linkIn, mailsTo, waitForMail } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { startStripeHarness, type StripeHarness } from "~tests/support/stripe-harness";
import type { TestServer } from "~tests/support/test-server";

let harness: StripeHarness;
let stripe: FakeStripe;
let server: TestServer;
const db = () => server.database.db;
let phone: string;

beforeAll(async () => {
  harness = await startStripeHarness();
  ({ stripe, server } = harness);
  const [settings] = await db().select().from(businessSettings);
  phone = settings!.phone;
  await db().update(businessSettings).set({ cancelWindowHours: 24 });
});
afterAll(() => harness?.close());

let offset = 10;
/** Another weekday (Monday-Friday, always open in the demo hours) at least ten days ahead. */
function openDate(): string {
  for (;;) {
    const date = addDays(businessToday(), offset++);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** A customer signed in through a sign-in link, asked from an address of its own (links are rate limited). */
async function signInCustomer(_server: TestServer, email: string): Promise<Client> {
  const client = browserLikeClient(server.url);
  const before = mailsTo(outboxOf(server), email, SIGN_IN_MAIL).length;
  const asked = await client.post(
    "/api/auth/sign-in/magic-link",
    { email, callbackURL: "/" },
    { "x-forwarded-for": newClientIp() },
  );
  expect(asked.status).toBe(200);
  const link = linkIn(
    await waitForMail(outboxOf(server), email, { count: before + 1, subject: SIGN_IN_MAIL }),
  );
  expect((await client.fetch(link)).status).toBe(302);
  return client;
}

let customers = 0;
// Sign-in links are rate limited per client: one signed-in client per customer, made once.
const signedIn = new Map<string, ReturnType<typeof signInCustomer>>();
/** A confirmed visit paid through Stripe's webhook, and its customer signed in. */
async function paidVisit(
  options: { basePrice?: string; name?: string; date?: string; time?: string; email?: string } = {},
) {
  const email = options.email ?? `refund-${++customers}@example.com`;
  const booked = await harness.newBooking(email, { date: openDate(), time: "10:00", ...options });
  const session = stripe.markPaid(booked.sessionId);
  expect((await harness.deliver("checkout.session.completed", session)).status).toBe(200);
  expect(await harness.statuses(booked.bookingId)).toEqual(["confirmed"]);
  if (!signedIn.has(email)) signedIn.set(email, signInCustomer(server, email));
  const customer = await signedIn.get(email)!;
  return { ...booked, email, customer, intent: session.payment_intent! };
}

async function paymentOf(bookingId: number) {
  const [payment] = await db().select().from(payments).where(eq(payments.bookingId, bookingId));
  return payment!;
}
const refundsOf = (paymentId: number) =>
  db().select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);

async function figures(email: string) {
  const [row] = await selectRows<{ spent: string; revenue: string }>(
    db(),
    sql`select (select t.total_spent::text from customer_totals t join customers c on c.id = t.customer_id
                where c.email = ${email}) as spent,
               (select coalesce(sum(amount), 0)::numeric(14, 2)::text from revenue_by_day) as revenue`,
  );
  return row!;
}

const cancel = (client: Awaited<ReturnType<typeof signInCustomer>>, id: number) =>
  client.fetch(`/api/appointments/${id}`, { method: "PUT", json: { status: "cancelled" } });

/** Moves a booking (and its appointments) to start `hours` from now, in business time. */
async function startIn(bookingId: number, hours: number) {
  const start = new Date(Date.now() + hours * 3_600_000);
  const date = businessToday(start);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: "America/Chicago",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(start);
  await db().update(bookings).set({ date, time }).where(eq(bookings.id, bookingId));
  await db().update(appointments).set({ date, time }).where(eq(appointments.bookingId, bookingId));
}

describe("a customer cancelling in time", () => {
  it("gets the full deposit back once, recorded once under five replayed charge.refunded webhooks", async () => {
    const visit = await paidVisit({ basePrice: "200.00" });
    const before = await figures(visit.email);
    expect(before.spent).toBe("200.00");

    const res = await cancel(visit.customer, visit.appointmentId);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("cancelled");
    expect(body.payment.refunds).toEqual([
      expect.objectContaining({ amount: "200.00", reason: "cancelled_in_time", status: "succeeded" }),
    ]);

    const payment = await paymentOf(visit.bookingId);
    expect(payment).toMatchObject({ status: "refunded", refundedAmount: "200.00" });
    const made = stripe.refunds.filter((r) => r.payment_intent === visit.intent);
    expect(made).toEqual([expect.objectContaining({ amount: 20000 })]);
    expect(made[0]!.metadata.refund_key).toBe(`cancel-${visit.appointmentId}`);

    for (let i = 0; i < 5; i++) {
      const replay = await harness.deliver("charge.refunded", stripe.charge(visit.intent), "evt_same_refund");
      expect(replay.status).toBe(200);
    }
    await Promise.all(
      Array.from({ length: 5 }, () => harness.deliver("charge.refunded", stripe.charge(visit.intent))),
    );
    const rows = await refundsOf(payment.id);
    expect(rows).toEqual([
      expect.objectContaining({
        amount: "200.00",
        reason: "cancelled_in_time",
        status: "succeeded",
        appointmentId: visit.appointmentId,
        providerRefundId: made[0]!.id,
      }),
    ]);
    expect(await figures(visit.email)).toEqual({
      spent: "0.00",
      revenue: (Number(before.revenue) - 200).toFixed(2),
    });
    await waitForIdleQueue(db());
    // The cancellation's mail tells the refund; no second mail says it again.
    const cancelled = harness.mailTo(visit.email, /is cancelled/);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain("We refunded your deposit of $200.00.");
    expect(harness.mailTo(visit.email, /refunded/)).toHaveLength(0);
  });

  it("records the refund once when Stripe's webhook arrives before our call heard back", async () => {
    const visit = await paidVisit({ basePrice: "120.00" });
    let delivered: number | undefined;
    stripe.holdNextRefund(async () => {
      delivered = (await harness.deliver("charge.refunded", stripe.charge(visit.intent))).status;
    });
    expect((await cancel(visit.customer, visit.appointmentId)).status).toBe(200);
    expect(delivered).toBe(200);
    const payment = await paymentOf(visit.bookingId);
    expect(payment).toMatchObject({ status: "refunded", refundedAmount: "120.00" });
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ amount: "120.00", reason: "cancelled_in_time", status: "succeeded" }),
    ]);
    await waitForIdleQueue(db());
    expect(harness.mailTo(visit.email, /refunded/)).toHaveLength(1);
  });

  it("is refused inside the window with the policy, and nothing is refunded", async () => {
    const visit = await paidVisit();
    await startIn(visit.bookingId, 5);
    const res = await cancel(visit.customer, visit.appointmentId);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: latePolicyMessage(24, phone) });
    expect(await harness.statuses(visit.bookingId)).toEqual(["confirmed"]);
    expect(await refundsOf((await paymentOf(visit.bookingId)).id)).toEqual([]);
    expect(stripe.refunds.filter((r) => r.payment_intent === visit.intent)).toEqual([]);
  });
});

describe("a refund made in Stripe's dashboard", () => {
  it("becomes a refund of reason provider, once, and lowers revenue by its amount", async () => {
    const visit = await paidVisit({ basePrice: "300.00" });
    const before = await figures(visit.email);
    const refund = stripe.refundInDashboard(visit.intent, 4500);
    for (let i = 0; i < 3; i++) {
      expect((await harness.deliver("charge.refunded", stripe.charge(visit.intent))).status).toBe(200);
    }
    const payment = await paymentOf(visit.bookingId);
    expect(payment).toMatchObject({ status: "succeeded", refundedAmount: "45.00" });
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ amount: "45.00", reason: "provider", providerRefundId: refund.id }),
    ]);
    expect(await figures(visit.email)).toEqual({
      spent: "255.00",
      revenue: (Number(before.revenue) - 45).toFixed(2),
    });
  });
});

describe("an admin's refund", () => {
  let admin: Awaited<ReturnType<typeof signInAdmin>>["client"];
  beforeAll(async () => {
    const { email } = await createAdmin(server, "refunds-admin@example.com");
    admin = (await signInAdmin(server, email)).client;
  });
  const refundBy = (client: typeof admin, id: number, body: unknown) =>
    client.fetch(`/api/admin/appointments/${id}/refunds`, { method: "POST", json: body });

  it("refunds in part twice, lowering revenue and total spent by exactly each amount, then refuses the excess", async () => {
    const visit = await paidVisit({ basePrice: "250.00" });
    const before = await figures(visit.email);

    const first = await refundBy(admin, visit.appointmentId, {
      amount: "50.25",
      reason: "Gate paint not needed",
    });
    expect(first.status).toBe(201);
    expect((await first.json()).payment).toMatchObject({ status: "succeeded", refundedAmount: "50.25" });
    expect(await figures(visit.email)).toEqual({
      spent: "199.75",
      revenue: (Number(before.revenue) - 50.25).toFixed(2),
    });
    expect((await refundBy(admin, visit.appointmentId, { amount: 100, reason: "Smaller job" })).status).toBe(
      201,
    );

    const over = await refundBy(admin, visit.appointmentId, { amount: "100.00", reason: "Too much" });
    expect(over.status).toBe(409);
    expect((await over.json()).message).toBe("The amount is more than what is left to refund ($99.75).");

    const payment = await paymentOf(visit.bookingId);
    expect(payment).toMatchObject({ status: "succeeded", refundedAmount: "150.25" });
    expect((await refundsOf(payment.id)).map((r) => [r.amount, r.reason, r.note])).toEqual([
      ["50.25", "admin", "Gate paint not needed"],
      ["100.00", "admin", "Smaller job"],
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === visit.intent).map((r) => r.amount)).toEqual([
      5025, 10000,
    ]);

    await waitForIdleQueue(db());
    const mails = harness.mailTo(visit.email, /refunded/);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Your payment of $100.00 was refunded",
      "Your payment of $50.25 was refunded",
    ]);
    expect(mails.find((m) => m.subject.includes("$50.25"))!.text).toContain("Reason: Gate paint not needed");

    const rest = await refundBy(admin, visit.appointmentId, { amount: "99.75", reason: "Job cancelled" });
    expect(rest.status).toBe(201);
    expect(await paymentOf(visit.bookingId)).toMatchObject({ status: "refunded", refundedAmount: "250.00" });
    expect((await refundBy(admin, visit.appointmentId, { amount: 1, reason: "x" })).status).toBe(409);
  });

  it("never gives back more than was paid, however many are asked at once", async () => {
    const visit = await paidVisit({ basePrice: "100.00" });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => refundBy(admin, visit.appointmentId, { amount: "40", reason: "Race" })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect(await paymentOf(visit.bookingId)).toMatchObject({ refundedAmount: "80.00" });
  });

  it("answers field messages for bad input, and 409 when nothing is paid", async () => {
    const visit = await paidVisit();
    for (const body of [
      {},
      { amount: "0", reason: "x" },
      { amount: "-5", reason: "x" },
      { amount: "1.234", reason: "x" },
    ]) {
      const res = await refundBy(admin, visit.appointmentId, body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toHaveProperty("amount");
    }
    const noReason = await refundBy(admin, visit.appointmentId, { amount: "5", reason: "  " });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).errors).toHaveProperty("reason");

    const unpaid = await harness.newBooking("unpaid-refund@example.com", { date: openDate() });
    expect((await refundBy(admin, unpaid.appointmentId, { amount: "5", reason: "x" })).status).toBe(409);
    expect((await refundBy(admin, 999_999, { amount: "5", reason: "x" })).status).toBe(404);
  });

  it("is for admins only: 401 anonymous, 403 a customer, even the payer", async () => {
    const visit = await paidVisit();
    const anonymous = await fetch(`${server.url}/api/admin/appointments/${visit.appointmentId}/refunds`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ amount: "5", reason: "x" }),
    });
    expect(anonymous.status).toBe(401);
    expect((await refundBy(visit.customer, visit.appointmentId, { amount: "5", reason: "x" })).status).toBe(
      403,
    );
    expect(await refundsOf((await paymentOf(visit.bookingId)).id)).toEqual([]);
  });

  it("an admin's cancel refunds nothing by itself", async () => {
    const visit = await paidVisit();
    expect((await cancel(admin, visit.appointmentId)).status).toBe(200);
    expect(await harness.statuses(visit.bookingId)).toEqual(["cancelled"]);
    expect(await refundsOf((await paymentOf(visit.bookingId)).id)).toEqual([]);
  });
});

describe("rescheduling", () => {
  const reschedule = (client: Awaited<ReturnType<typeof signInCustomer>>, id: number, body: unknown) =>
    client.fetch(`/api/appointments/${id}/reschedule`, { method: "POST", json: body });

  it("moves the whole visit to a free slot and forgets its queued reminder", async () => {
    const visit = await paidVisit({ email: "mover@example.com" });
    await db()
      .update(bookings)
      .set({ reminderQueuedFor: new Date() })
      .where(eq(bookings.id, visit.bookingId));
    const date = openDate();
    const res = await reschedule(visit.customer, visit.appointmentId, { date, time: "14:00" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: visit.appointmentId,
      date,
      time: "14:00",
      status: "confirmed",
    });
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, visit.bookingId));
    expect(booking).toMatchObject({ date, time: "14:00", reminderQueuedFor: null });
  });

  it("refuses a taken slot (409), a closed day, a visit inside the window, and someone else's visit", async () => {
    const taken = await paidVisit({ email: "other-customer@example.com" });
    const visit = await paidVisit({ email: "mover@example.com" });
    const res = await reschedule(visit.customer, visit.appointmentId, {
      date: (await bookingSlot(taken.bookingId)).date,
      time: "10:00",
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(SLOT_TAKEN);

    let sunday = addDays(businessToday(), 14);
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    expect(
      (await reschedule(visit.customer, visit.appointmentId, { date: sunday, time: "10:00" })).status,
    ).toBe(400);
    expect(
      (await reschedule(visit.customer, visit.appointmentId, { date: "soon", time: "10:00" })).status,
    ).toBe(400);

    expect(
      (await reschedule(taken.customer, visit.appointmentId, { date: openDate(), time: "10:00" })).status,
    ).toBe(404);

    await startIn(visit.bookingId, 3);
    const late = await reschedule(visit.customer, visit.appointmentId, { date: openDate(), time: "10:00" });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ message: latePolicyMessage(24, phone) });
  });

  it("gives one slot to exactly one of two customers asking at once", async () => {
    const a = await paidVisit({ email: "other-customer@example.com" });
    const b = await paidVisit({ email: "mover@example.com" });
    const slot = { date: openDate(), time: "11:00" };
    const answers = await Promise.all([
      reschedule(a.customer, a.appointmentId, slot),
      reschedule(b.customer, b.appointmentId, slot),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const inSlot = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`${bookings.date} = ${slot.date} and ${bookings.time} = ${slot.time}`);
    expect(inSlot).toHaveLength(1);
  });

  it("is refused without a sign-in", async () => {
    const visit = await paidVisit({ email: "mover@example.com" });
    const res = await fetch(`${server.url}/api/appointments/${visit.appointmentId}/reschedule`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ date: openDate(), time: "10:00" }),
    });
    expect([401, 404]).toContain(res.status);
  });
});

async function bookingSlot(bookingId: number) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}
