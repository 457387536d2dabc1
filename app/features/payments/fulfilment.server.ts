/**
 * The one path by which money is recorded, whoever reports it (Stripe's webhook, the thank-you page's
 * check with the provider, the test checkout, a fresh checkout finding the last one paid). Every function
 * runs inside the caller's transaction and locks the payment row first, so reports that arrive together,
 * twice or in any order change things once.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { cancelledByAfter } from "~/lib/appointment-lifecycle";
import { mayMoveSql } from "~/lib/appointment-lifecycle-sql.server";
import { fromCents, toCents } from "~/lib/deposit";
import { isPaidStatus, PAID_STATUSES, type PaymentMethod, type RefundReason } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { appointments, bookings, invoices, payments, processedEvents } from "~db/schema";
import type { PaidSession, PaymentProvider, ProviderName } from "./payment-provider";
import { openRefund, type RefundRow } from "./refund-open.server";
import { makeRefund } from "./refund-provider.server";

export type FulfilmentResult =
  /** Recorded as the booking's payment: the caller places its visits (or owes the money back). */
  | { outcome: "recorded"; bookingId: number; paymentId: number }
  /** Recorded as an estimate's deposit: the caller approves the estimate (or owes the money back). */
  | { outcome: "estimate-paid"; estimateId: number; paymentId: number }
  /** Recorded against an invoice: the caller settles the invoice's paid amount and status. */
  | { outcome: "invoice-paid"; invoiceId: number; paymentId: number }
  /** The booking (or estimate) was paid already: this second payment is owed back (refund_pending). */
  | { outcome: "refund-owed"; bookingId: number | null; paymentId: number }
  /** Reported before (or its customer was deleted meanwhile): nothing changed now. */
  | { outcome: "already-recorded"; bookingId: number | null; paymentId: number }
  | { outcome: "unknown-session" }
  | { outcome: "amount-mismatch"; expected: string; reported: string };

/** The payment row of a session, locked for the caller's transaction. */
export async function lockPayment(db: Db, provider: ProviderName, sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .for("update");
  return row;
}

/** The visit's slot of a session, read without locks: callers lock the slot before the payment row. */
export async function sessionSlot(db: Db, provider: ProviderName, sessionId: string) {
  const [row] = await db
    .select({ date: bookings.date, time: bookings.time })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)));
  return row;
}

/**
 * Records a paid session exactly once. The amount and currency must be what the server asked for; anything
 * else is not recorded. A booking is paid once: a second payment is recorded as owed back, not as revenue.
 */
export async function fulfilPayment(db: Db, paid: PaidSession): Promise<FulfilmentResult> {
  const payment = await lockPayment(db, paid.provider, paid.sessionId);
  if (!payment) return { outcome: "unknown-session" };
  const { bookingId, estimateId } = payment;
  if (isPaidStatus(payment.status)) {
    return { outcome: "already-recorded", bookingId, paymentId: payment.id };
  }
  const reported = `${fromCents(paid.amountCents)} ${paid.currency.toLowerCase()}`;
  const expected = `${payment.amount} ${payment.currency}`;
  if (toCents(payment.amount) !== paid.amountCents || payment.currency !== paid.currency.toLowerCase()) {
    return { outcome: "amount-mismatch", expected, reported };
  }
  if (payment.invoiceId !== null) return fulfilInvoicePayment(db, payment, paid);
  // What the money is for: a booking, or an estimate's deposit. Either is paid once.
  const sameOwner =
    bookingId !== null
      ? eq(payments.bookingId, bookingId)
      : estimateId !== null
        ? eq(payments.estimateId, estimateId)
        : undefined;
  const paidBefore =
    sameOwner !== undefined &&
    (await db.$count(
      payments,
      and(sameOwner, inArray(payments.status, [...PAID_STATUSES]), ne(payments.id, payment.id)),
    )) > 0;
  await db
    .update(payments)
    .set({
      status: paidBefore ? "refund_pending" : "succeeded",
      refundReason: paidBefore ? "duplicate" : null,
      amount: fromCents(paid.amountCents),
      transactionId: paid.transactionId,
      method: paid.method ?? "card",
      paidAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id));
  // The customer was deleted meanwhile: the money is recorded, there is nobody left to confirm.
  if (sameOwner === undefined) return { outcome: "already-recorded", bookingId, paymentId: payment.id };
  if (paidBefore) return { outcome: "refund-owed", bookingId, paymentId: payment.id };
  if (bookingId === null) return { outcome: "estimate-paid", estimateId: estimateId!, paymentId: payment.id };
  return { outcome: "recorded", bookingId, paymentId: payment.id };
}

/**
 * An invoice may be paid in parts, but never beyond what it asks: money that arrives for an invoice voided or
 * paid meanwhile (by a check recorded, a second checkout), or more than its balance, is owed back whole.
 */
async function fulfilInvoicePayment(
  db: Db,
  payment: typeof payments.$inferSelect,
  paid: PaidSession,
): Promise<FulfilmentResult> {
  const invoiceId = payment.invoiceId!;
  const [invoice] = await db
    .select({
      status: invoices.status,
      left: sql<string>`${invoices.total} - ${invoices.credited} - ${invoices.amountPaid}`,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("update");
  const owed = !invoice || invoice.status === "void" || paid.amountCents > toCents(invoice.left);
  await db
    .update(payments)
    .set({
      status: owed ? "refund_pending" : "succeeded",
      refundReason: owed ? "duplicate" : null,
      transactionId: paid.transactionId,
      // The way the checkout was opened for (a bank account), when the provider does not say.
      method: paid.method ?? (payment.method as PaymentMethod | null) ?? "card",
      paidAt: paid.paidAt ?? sql`now()`,
    })
    .where(eq(payments.id, payment.id));
  if (owed) return { outcome: "refund-owed", bookingId: null, paymentId: payment.id };
  return { outcome: "invoice-paid", invoiceId, paymentId: payment.id };
}

/** A recorded payment that has to go back (its visits cannot take place): marked owed, refunded next. */
export async function owePaymentBack(db: Db, paymentId: number, reason: RefundReason) {
  await db
    .update(payments)
    .set({ status: "refund_pending", refundReason: reason })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "succeeded")));
}

export interface RefundedPayment {
  id: number;
  bookingId: number | null;
  /** The estimate whose deposit it was, for a deposit. */
  estimateId: number | null;
  /** What went back this time (all of the payment, or a part of it). */
  amount: string;
  reason: RefundReason;
  /** The `refunds` row: one mail per refund. */
  refundId: number;
  /** The admin's words, for an admin's refund. */
  note: string;
}

/** A refund just made, as the people concerned are told of it. */
export async function refundedPaymentOf(db: Db, refund: RefundRow): Promise<RefundedPayment> {
  const [payment] = await db
    .select({ bookingId: payments.bookingId, estimateId: payments.estimateId })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  return {
    id: refund.paymentId,
    bookingId: payment?.bookingId ?? null,
    estimateId: payment?.estimateId ?? null,
    amount: refund.amount,
    reason: refund.reason as RefundReason,
    refundId: refund.id,
    note: refund.note,
  };
}

/**
 * Gives an owed payment back through its provider, by the one refund path (refund-open.server.ts): all that
 * is left of it, once, with the session as idempotency key. Only the caller whose call succeeds the refund
 * gets it back (to tell people). Undefined when nothing is owed. Runs outside a transaction: the provider
 * is called between the reads. Throws when the provider refuses: the refund stays owed, and the next
 * report of the session tries again with the same key.
 */
export async function refundOwedPayment(
  db: Db,
  provider: PaymentProvider,
  paymentId: number,
): Promise<RefundedPayment | undefined> {
  const [owed] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.provider, provider.name),
        eq(payments.status, "refund_pending"),
      ),
    );
  if (!owed) return undefined;
  if (!owed.transactionId || !owed.refundReason) {
    throw new Error(`Payment ${paymentId} is owed back but has no transaction or reason`);
  }
  const opened = await db.transaction((tx) =>
    openRefund(tx, {
      paymentId,
      amountCents: "all",
      reason: owed.refundReason as RefundReason,
      idempotencyKey: `refund-${owed.provider}-${owed.providerSessionId}`,
    }),
  );
  if (opened.outcome !== "opened") return undefined;
  const settled = await makeRefund(db, provider, opened.refund);
  return settled && refundedPaymentOf(db, settled);
}

/**
 * A checkout that can no longer be paid. A paid one stays paid. When the booking has no payment at all,
 * its appointments still awaiting payment are cancelled by the site, which frees the slot.
 */
export async function expireCheckout(db: Db, provider: ProviderName, sessionId: string) {
  const payment = await lockPayment(db, provider, sessionId);
  if (!payment || payment.status !== "pending") return;
  await db.update(payments).set({ status: "expired" }).where(eq(payments.id, payment.id));
  if (payment.bookingId === null) return;
  const open = await db.$count(
    payments,
    and(eq(payments.bookingId, payment.bookingId), inArray(payments.status, ["pending", ...PAID_STATUSES])),
  );
  if (open > 0) return;
  await db
    .update(appointments)
    .set({ status: "cancelled", cancelledBy: cancelledByAfter("system", "cancelled") })
    .where(
      and(
        eq(appointments.bookingId, payment.bookingId),
        mayMoveSql("system", "cancelled", { status: appointments.status }),
      ),
    );
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
