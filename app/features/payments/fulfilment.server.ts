/**
 * The one path by which money is recorded, whoever reports it (Stripe's webhook, the thank-you page's
 * check with the provider, the test checkout). Every function runs inside the caller's transaction and
 * locks the payment row first, so reports that arrive together or twice change things once.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { appointments, payments, processedEvents } from "../../../db/schema";
import { fromCents, toCents } from "~/lib/deposit";
import type { ProviderName } from "./payment-provider";

export interface PaidSession {
  provider: ProviderName;
  sessionId: string;
  /** As the provider reports them: what was actually paid. */
  amountCents: number;
  currency: string;
  transactionId: string | null;
}

export type FulfilmentResult =
  | { outcome: "fulfilled"; bookingId: number }
  | { outcome: "already-paid"; bookingId: number | null }
  | { outcome: "unknown-session" }
  | { outcome: "amount-mismatch"; expected: string; reported: string };

async function lockPayment(db: Db, provider: ProviderName, sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .for("update");
  return row;
}

/**
 * Marks a checkout paid and confirms its booking's appointments that await payment, exactly once. The
 * amount and currency must be what the server asked for; anything else is not fulfilled.
 */
export async function fulfilPayment(db: Db, paid: PaidSession): Promise<FulfilmentResult> {
  const payment = await lockPayment(db, paid.provider, paid.sessionId);
  if (!payment) return { outcome: "unknown-session" };
  if (payment.status === "succeeded") return { outcome: "already-paid", bookingId: payment.bookingId };
  const reported = `${fromCents(paid.amountCents)} ${paid.currency.toLowerCase()}`;
  const expected = `${payment.amount} ${payment.currency}`;
  if (toCents(payment.amount) !== paid.amountCents || payment.currency !== paid.currency.toLowerCase()) {
    return { outcome: "amount-mismatch", expected, reported };
  }
  await db
    .update(payments)
    .set({
      status: "succeeded",
      amount: fromCents(paid.amountCents),
      transactionId: paid.transactionId,
      paidAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id));
  // The customer was deleted meanwhile: the money is recorded, there is nobody left to confirm.
  if (payment.bookingId === null) return { outcome: "already-paid", bookingId: null };
  await db
    .update(appointments)
    .set({ status: "confirmed" })
    .where(and(eq(appointments.bookingId, payment.bookingId), eq(appointments.status, "payment_pending")));
  return { outcome: "fulfilled", bookingId: payment.bookingId };
}

/**
 * A checkout that can no longer be paid. A paid one stays paid. When the booking has no payment at all,
 * its appointments still awaiting payment are cancelled, which frees the slot.
 */
export async function expireCheckout(db: Db, provider: ProviderName, sessionId: string) {
  const payment = await lockPayment(db, provider, sessionId);
  if (!payment || payment.status !== "pending") return;
  await db.update(payments).set({ status: "expired" }).where(eq(payments.id, payment.id));
  if (payment.bookingId === null) return;
  const [open] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.bookingId, payment.bookingId), sql`${payments.status} in ('pending', 'succeeded')`),
    )
    .limit(1);
  if (open) return;
  await db
    .update(appointments)
    .set({ status: "cancelled" })
    .where(and(eq(appointments.bookingId, payment.bookingId), eq(appointments.status, "payment_pending")));
}

/** A delayed payment method failed: the checkout is failed unless it was paid meanwhile. */
export async function failCheckout(db: Db, provider: ProviderName, sessionId: string) {
  const payment = await lockPayment(db, provider, sessionId);
  if (!payment || payment.status !== "pending") return;
  await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
}

/** Records a provider event; false when it was recorded before (a redelivery, to be ignored). */
export async function recordEventOnce(db: Db, provider: ProviderName, eventId: string, type: string) {
  const inserted = await db
    .insert(processedEvents)
    .values({ eventId, provider, type })
    .onConflictDoNothing()
    .returning({ eventId: processedEvents.eventId });
  return inserted.length > 0;
}
