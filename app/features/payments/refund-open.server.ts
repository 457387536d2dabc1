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
 *
 * This file holds step 1 and the types of a refund; the provider's side is in refund-provider.server.ts, the
 * settling in refund-settle.server.ts, and what the pages and jobs read in refund-queries.server.ts.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { fromCents, toCents } from "~/lib/deposit";
import type { RefundReason } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { payments, refunds } from "~db/schema";

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

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
