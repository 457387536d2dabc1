/**
 * Money given back, in full or in part, through one path (docs/booking-and-payments.md, "Refunds"):
 *
 * 1. `openRefund` (in a transaction, payment row locked): a pending `refunds` row with its idempotency key,
 *    only while what is asked fits in what is left of the payment (pending refunds count as gone), so that
 *    refunds asked at once never give back more than was paid.
 * 2. The provider is asked with that key (outside any transaction; a retry refunds once).
 * 3. `settleRefund` (in a transaction): the row is succeeded with the provider's refund id, and
 *    `payments.refunded_amount` is set again to the sum of succeeded refunds.
 *
 * The provider's own reports (Stripe's `charge.refunded`) go through `recordProviderRefund`, matched by the
 * provider's refund id or, before our own call recorded it, by the key we sent in the refund's metadata.
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { payments, refunds } from "../../../db/schema";
import { fromCents, toCents } from "~/lib/deposit";
import type { RefundReason, RefundStatus } from "~/lib/vocabulary";
import type { PaymentProvider, ProviderRefund } from "./payment-provider";

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** A refund as the appointment pages show it. */
export interface RefundView {
  id: number;
  amount: string;
  reason: RefundReason;
  note: string;
  status: RefundStatus;
  createdAt: string;
}

export interface OpenRefund {
  paymentId: number;
  /** In cents, or "all" that is left of the payment. */
  amountCents: number | "all";
  /** Give back what is left when less than asked is left (a cancelled visit whose deposit was partly refunded). */
  atMostRemaining?: boolean;
  reason: RefundReason;
  note?: string;
  appointmentId?: number | null;
  /** The same key opens (and refunds) once, however often it is asked. */
  idempotencyKey: string;
}

export type OpenedRefund =
  /** `repeated`: the key had opened this refund before (a retried request), so nothing new was opened. */
  | { outcome: "opened"; refund: RefundRow; repeated?: boolean }
  /** The payment has no money that could go back (unpaid, or everything refunded or on its way back). */
  | { outcome: "nothing-paid" }
  | { outcome: "over-remaining"; remainingCents: number };

/** Inside a transaction: the payment row, locked until commit. */
export async function lockPaymentRow(db: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row;
}

/** What is left to give back of a payment: its amount less refunds that succeeded or are under way. */
export async function remainingCents(db: Db, payment: Pick<PaymentRow, "id" | "amount" | "status">) {
  if (!["succeeded", "refund_pending"].includes(payment.status)) return 0;
  const [{ taken }] = await db
    .select({ taken: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ["pending", "succeeded"])));
  return Math.max(0, toCents(payment.amount) - toCents(taken));
}

/**
 * Inside a transaction: a pending refund of `amountCents`, or the refund this key opened before (a retry).
 * Locks the payment row first, so that concurrent refunds of one payment are counted one after the other.
 */
export async function openRefund(db: Db, request: OpenRefund): Promise<OpenedRefund> {
  const payment = await lockPaymentRow(db, request.paymentId);
  const [known] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
  if (known) return { outcome: "opened", refund: known, repeated: true };
  if (!payment || !payment.transactionId) return { outcome: "nothing-paid" };
  const remaining = await remainingCents(db, payment);
  if (remaining === 0) return { outcome: "nothing-paid" };
  const asked = request.amountCents === "all" ? remaining : request.amountCents;
  const amountCents = request.atMostRemaining ? Math.min(asked, remaining) : asked;
  if (amountCents > remaining) return { outcome: "over-remaining", remainingCents: remaining };
  const [refund] = await db
    .insert(refunds)
    .values({
      paymentId: payment.id,
      appointmentId: request.appointmentId ?? null,
      amount: fromCents(amountCents),
      reason: request.reason,
      note: request.note ?? "",
      status: "pending",
      idempotencyKey: request.idempotencyKey,
    })
    .returning();
  return { outcome: "opened", refund: refund! };
}

/**
 * Inside a transaction, payment row locked: refunded_amount is the sum of succeeded refunds again. A payment
 * given back in full becomes `refunded`; in part, it stays `succeeded` (revenue counts what is left).
 */
async function updateRefundedAmount(db: Db, payment: PaymentRow) {
  const rows = await db
    .select({ amount: refunds.amount, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, "succeeded")))
    .orderBy(refunds.id);
  const refundedCents = rows.reduce((sum, row) => sum + toCents(row.amount), 0);
  const full = refundedCents >= toCents(payment.amount) && refundedCents > 0;
  const last = rows.at(-1)?.providerRefundId ?? null;
  await db
    .update(payments)
    .set({
      refundedAmount: fromCents(Math.min(refundedCents, toCents(payment.amount))),
      ...(full && {
        status: "refunded",
        refundId: payment.refundId ?? last,
        refundedAt: payment.refundedAt ?? sql`now()`,
      }),
    })
    .where(eq(payments.id, payment.id));
}

/**
 * Inside a transaction: the provider made the refund. Answers the row when this call succeeded it (the
 * caller tells people), undefined when it had succeeded before (a webhook got there first).
 */
export async function settleRefund(db: Db, refundId: number, providerRefundId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row) return undefined;
  const payment = await lockPaymentRow(db, row.paymentId);
  const [settled] = await db
    .update(refunds)
    .set({ status: "succeeded", providerRefundId })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, ["pending", "failed"])))
    .returning();
  if (settled && payment) await updateRefundedAmount(db, payment);
  return settled;
}

/** Inside a transaction: the provider refused; the amount is free to be refunded again. */
export async function failRefund(db: Db, refundId: number) {
  await db
    .update(refunds)
    .set({ status: "failed" })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")));
}

/**
 * Refunds still pending that were opened at or before `openedBy`, oldest first: the ones whose first
 * request failed (a request still under way is younger than any cut-off its caller picks).
 */
export function pendingRefundsOpenedBy(db: Db, openedBy: Date): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), lte(refunds.createdAt, openedBy)))
    .orderBy(refunds.id);
}

/** The refund that a key opened, if any (a request repeated with the same key answers it again). */
export async function refundByKey(db: Db, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

/**
 * Asks the provider for an opened refund, with the row's key (a retry refunds once) and the key in the
 * refund's metadata (so that the provider's webhook can find the row before we recorded its id). Runs
 * outside a transaction. Answers the row if this call succeeded it; throws what the provider threw.
 */
export async function makeRefund(db: Db, provider: PaymentProvider, refund: RefundRow) {
  if (refund.status === "succeeded") return undefined;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment?.transactionId) throw new Error(`Refund ${refund.id}: its payment has no transaction`);
  if (payment.provider !== provider.name) {
    throw new Error(`Refund ${refund.id}: paid with ${payment.provider}, not ${provider.name}`);
  }
  const { refundId } = await provider.refund({
    transactionId: payment.transactionId,
    amountCents: toCents(refund.amount),
    reason: refund.reason as RefundReason,
    idempotencyKey: refund.idempotencyKey,
  });
  return db.transaction((tx) => settleRefund(tx, refund.id, refundId));
}

/**
 * Inside a transaction: one refund as the provider reports it (a webhook). Known by its provider id: it
 * succeeds if it had not. Unknown but carrying one of our keys: that row gets the id. Unknown altogether
 * (made in the provider's own dashboard): a new row, reason `provider`. Replays change nothing. Answers
 * the row when this report succeeded it (to tell people), else undefined.
 */
export async function recordProviderRefund(db: Db, provider: string, reported: ProviderRefund) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.transactionId, reported.transactionId)))
    .for("update");
  if (!payment) return undefined;
  const [byId] = await db.select().from(refunds).where(eq(refunds.providerRefundId, reported.refundId));
  const [byKey] =
    byId || !reported.refundKey
      ? []
      : await db
          .select()
          .from(refunds)
          .where(and(eq(refunds.idempotencyKey, reported.refundKey), eq(refunds.paymentId, payment.id)));
  const row = byId ?? byKey;
  if (reported.status !== "succeeded") {
    if (row && reported.status === "failed" && row.status !== "succeeded") await failRefund(db, row.id);
    return undefined;
  }
  let settled: RefundRow | undefined;
  if (row) {
    [settled] = await db
      .update(refunds)
      .set({ status: "succeeded", providerRefundId: reported.refundId })
      .where(and(eq(refunds.id, row.id), inArray(refunds.status, ["pending", "failed"])))
      .returning();
  } else {
    [settled] = await db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amount: fromCents(reported.amountCents),
        reason: "provider",
        status: "succeeded",
        idempotencyKey: `${provider}-refund-${reported.refundId}`,
        providerRefundId: reported.refundId,
      })
      .onConflictDoNothing()
      .returning();
  }
  if (settled) await updateRefundedAmount(db, payment);
  return settled;
}

/** The booking's payment that money can go back from: its succeeded one (a booking is paid once). */
export async function paidPaymentOfBooking(db: Db, bookingId: number) {
  const [row] = await db
    .select({ id: payments.id, amount: payments.amount, refundedAmount: payments.refundedAmount })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "succeeded")))
    .orderBy(payments.id)
    .limit(1);
  return row;
}

/** The refunds of payments, oldest first, as the pages show them (pending and failed ones included). */
export async function refundsOfPayment(db: Db, paymentId: number): Promise<RefundView[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: row.reason as RefundReason,
    note: row.note,
    status: row.status as RefundStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}
