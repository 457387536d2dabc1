/** What pages and jobs read of refunds: by key, still pending, of a payment, and a booking's paid payment. */
import { and, eq, lte } from "drizzle-orm";
import type { RefundReason, RefundStatus } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { payments, refunds } from "~db/schema";
import type { RefundRow } from "./refund-open.server";

/** A refund as the appointment pages show it. */
export interface RefundView {
  id: number;
  amount: string;
  reason: RefundReason;
  note: string;
  status: RefundStatus;
  createdAt: string;
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
