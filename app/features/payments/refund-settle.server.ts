/** Step 3 of a refund (refund-open.server.ts): the row succeeded or failed, and the payment's refunded amount. */
import { and, eq, inArray, sql } from "drizzle-orm";
import { fromCents, toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import { payments, refunds } from "~db/schema";
import { lockPaymentRow } from "./refund-open.server";

type PaymentRow = typeof payments.$inferSelect;

/**
 * Inside a transaction, payment row locked: refunded_amount is the sum of succeeded refunds again. A payment
 * given back in full becomes `refunded`; in part, it stays `succeeded` (revenue counts what is left).
 */
export async function updateRefundedAmount(db: Db, payment: PaymentRow) {
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
