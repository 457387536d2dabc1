/**
 * Money of an invoice given back by the back office (docs/invoices.md, "Refunds"): a payment made online, in
 * full or in part, through the one refund path (app/features/payments/refund-*.server.ts), after which the
 * invoice's paid amount and status follow. Money received by hand is given back outside the site.
 */
import { settleInvoice, lockInvoice } from "~/features/invoices/invoice-lifecycle.server";
import { invoiceOfPayment, onlinePaymentOf } from "~/features/invoices/invoice-refunds.server";
import { refundedPaymentOf } from "~/features/payments/fulfilment.server";
import { openRefund, type RefundRow } from "~/features/payments/refund-open.server";
import { makeRefund } from "~/features/payments/refund-provider.server";
import { refundByKey } from "~/features/payments/refund-queries.server";
import { failRefund } from "~/features/payments/refund-settle.server";
import { toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { tellAboutRefund } from "./refund-notice.server";

export type InvoiceRefundResult =
  /** `repeated`: the request key had asked for this refund before; nothing new was refunded. */
  | { outcome: "refunded"; refund: RefundRow; repeated: boolean }
  | { outcome: "nothing-paid" }
  | { outcome: "over-remaining"; remainingCents: number }
  /** The request key was used before for another amount or reason. */
  | { outcome: "key-reused" }
  | { outcome: "provider-failed" };

/**
 * After a refund of a payment succeeded, whoever made it (the back office, the retries, a provider's report):
 * the invoice the payment paid, if any, counts its payments again (paid becomes partially paid, and so on).
 */
export async function settleRefundedInvoice(db: Db, paymentId: number) {
  const invoiceId = await invoiceOfPayment(db, paymentId);
  if (invoiceId !== null) await db.transaction((tx) => settleInvoice(tx, invoiceId));
}

/**
 * The back office's refund of `amountCents` of one of the invoice's payments, with the admin's reason (404
 * for a payment of another invoice, 409 for money received by hand, thrown). The amount must fit in what is
 * left of the payment; `requestKey` makes a retried request refund once, as an appointment's refund does
 * (refundByAdmin in visit-changes.server.ts).
 */
export async function refundInvoicePayment(
  deps: PaymentFlowDeps,
  invoiceId: number,
  paymentId: number,
  { amountCents, note, requestKey }: { amountCents: number; note: string; requestKey: string },
): Promise<InvoiceRefundResult> {
  const opened = await deps.db.transaction(async (tx) => {
    // The invoice row is locked: a request with the same key waits here until the first one has committed
    // its refund row, and finds it.
    await lockInvoice(tx, invoiceId);
    const known = await refundByKey(tx, requestKey);
    if (known) return { outcome: "opened" as const, refund: known, repeated: true };
    await onlinePaymentOf(tx, invoiceId, paymentId);
    return openRefund(tx, { paymentId, amountCents, reason: "admin", note, idempotencyKey: requestKey });
  });
  if (opened.outcome !== "opened") return opened;
  const repeated = opened.repeated === true;
  if (
    repeated &&
    (opened.refund.paymentId !== paymentId ||
      toCents(opened.refund.amount) !== amountCents ||
      opened.refund.note !== note)
  ) {
    return { outcome: "key-reused" };
  }
  if (opened.refund.status === "succeeded") return { outcome: "refunded", refund: opened.refund, repeated };
  if (!deps.provider) return { outcome: "provider-failed" };
  try {
    const settled = await makeRefund(deps.db, deps.provider, opened.refund);
    await settleRefundedInvoice(deps.db, paymentId);
    if (settled) await tellAboutRefund(deps, await refundedPaymentOf(deps.db, settled));
    return { outcome: "refunded", refund: settled ?? opened.refund, repeated };
  } catch (err) {
    deps.logger.error({ err, refundId: opened.refund.id }, "invoice refund failed");
    // The admin sees the failure and may try again: the amount is free again.
    await deps.db.transaction((tx) => failRefund(tx, opened.refund.id));
    return { outcome: "provider-failed" };
  }
}
