/** Refunds and the payment provider: asking it for a refund, and recording the refunds it reports (webhooks). */
import { and, eq, inArray } from "drizzle-orm";
import { fromCents, toCents } from "~/lib/deposit";
import type { RefundReason } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { payments, refunds } from "~db/schema";
import type { PaymentProvider, ProviderRefund } from "./payment-provider";
import type { RefundRow } from "./refund-open.server";
import { failRefund, settleRefund, updateRefundedAmount } from "./refund-settle.server";

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
