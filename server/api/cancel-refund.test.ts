/**
 * Cancelling in time through the site's own test checkout: the same refund rows as with Stripe. Each line
 * gives back its own deposit; the booking's last open line gives back all that is left of the payment.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/lib/dates";
import { payments, refunds } from "~db/schema";
import { outboxOf, SIGN_IN_MAIL } from "~tests/support/auth-helpers";
import { bookingBody, makeService, newClientIp } from "~tests/support/booking";
import { bookingTestServer } from "~tests/support/booking-server";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { linkIn, mailsTo, waitForMail } from "~tests/support/outbox";

const t = bookingTestServer();
const { db, post } = t;

let offset = 12;
/** Another weekday (open in the demo hours) at least twelve days ahead. */
function openDate(): string {
  for (;;) {
    const date = addDays(businessToday(), offset++);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

async function signIn(email: string): Promise<Client> {
  const server = t.server();
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

/** A paid two-line visit: a remodel (half of $400 due) and a repair ($150 due), $350 paid. */
async function paidTwoLineVisit(email: string) {
  const remodel = await makeService(db(), { name: "Kitchen Remodel", basePrice: "400.00" });
  const repair = await makeService(db(), { name: "Fence Repair", basePrice: "150.00" });
  const res = await post(
    "/api/book",
    bookingBody([{ serviceId: remodel }, { serviceId: repair }], { email, date: openDate() }),
  );
  expect(res.status).toBe(201);
  const booked = (await res.json()) as { sessionId: string; appointmentId: number; bookingId: number };
  expect((await post(`/api/test-checkout/${booked.sessionId}/pay`)).status).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booked.bookingId));
  expect(payment).toMatchObject({ amount: "350.00", status: "succeeded" });
  const lines = await db().query.appointments.findMany({
    where: (a, { eq: is }) => is(a.bookingId, booked.bookingId),
    orderBy: (a, { asc }) => asc(a.id),
  });
  return { ...booked, paymentId: payment!.id, remodelId: lines[0]!.id, repairId: lines[1]!.id };
}

const cancel = (client: Client, id: number) =>
  client.fetch(`/api/appointments/${id}`, { method: "PUT", json: { status: "cancelled" } });

describe("cancelling a line of a paid visit in time (test checkout)", () => {
  it("refunds the line's deposit, then all that is left with the last line", async () => {
    const email = "two-lines@example.com";
    const visit = await paidTwoLineVisit(email);
    const customer = await signIn(email);

    const first = await cancel(customer, visit.repairId);
    expect(first.status).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.id, visit.paymentId))).toEqual([
      expect.objectContaining({ status: "succeeded", refundedAmount: "150.00" }),
    ]);

    expect((await cancel(customer, visit.remodelId)).status).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.id, visit.paymentId))).toEqual([
      expect.objectContaining({ status: "refunded", refundedAmount: "350.00" }),
    ]);
    const rows = await db()
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, visit.paymentId))
      .orderBy(refunds.id);
    expect(rows.map((r) => [r.appointmentId, r.amount, r.reason, r.status])).toEqual([
      [visit.repairId, "150.00", "cancelled_in_time", "succeeded"],
      [visit.remodelId, "200.00", "cancelled_in_time", "succeeded"],
    ]);
    expect(rows.every((r) => r.providerRefundId?.startsWith("test_re_"))).toBe(true);

    // Cancelling again changes nothing and refunds nothing.
    expect((await cancel(customer, visit.remodelId)).status).toBe(400);
    expect(await db().$count(refunds, eq(refunds.paymentId, visit.paymentId))).toBe(2);
  });

  it("gives back only what is left after an earlier partial refund", async () => {
    const email = "partly@example.com";
    const visit = await paidTwoLineVisit(email);
    await db()
      .insert(refunds)
      .values({
        paymentId: visit.paymentId,
        amount: "300.00",
        reason: "admin",
        note: "Most of it back",
        status: "succeeded",
        idempotencyKey: `test-partly-${visit.paymentId}`,
      });
    await db().update(payments).set({ refundedAmount: "300.00" }).where(eq(payments.id, visit.paymentId));
    const customer = await signIn(email);
    const res = await cancel(customer, visit.remodelId);
    expect(res.status).toBe(200);
    // The remodel line's share is $200, but only $50 was left.
    expect(await db().select().from(payments).where(eq(payments.id, visit.paymentId))).toEqual([
      expect.objectContaining({ status: "refunded", refundedAmount: "350.00" }),
    ]);
    const body = await res.json();
    expect(body.payment.refunds.map((r: { amount: string }) => r.amount)).toEqual(["300.00", "50.00"]);
  });
});
