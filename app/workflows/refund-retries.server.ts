/**
 * Refunds the provider refused or could not be reached for (docs/booking-and-payments.md, "Refunds"): a
 * customer's cancel stands when its refund fails, and the refund stays pending. This scheduled job asks the
 * provider again with the refund's own idempotency key, so a refund that did go through at the provider is
 * answered, not made twice. After a day of failures it gives up: the refund is marked failed, logged at
 * error level, and shown as failed in the appointment's refund list, for the business to settle by hand.
 */
import { refundedPaymentOf } from "~/features/payments/fulfilment.server";
import { makeRefund } from "~/features/payments/refund-provider.server";
import { pendingRefundsOpenedBy } from "~/features/payments/refund-queries.server";
import { failRefund } from "~/features/payments/refund-settle.server";
import { settleRefundedInvoice } from "./invoice-refunds.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { tellAboutRefund } from "./refund-notice.server";

/** A refund this young may still be in its first request: it is left to that request. */
export const RETRY_AFTER_MS = 5 * 60_000;
/** Asked again for this long (every run of the job), then given up as failed. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

export interface RefundRetryRun {
  succeeded: number;
  stillPending: number;
  failed: number;
}

/**
 * One run at `now`: every refund still pending and opened at least RETRY_AFTER_MS ago is asked of the
 * provider again. Succeeded through the same path as a first attempt (payments.refunded_amount and the
 * refund mail happen once, whoever succeeds the refund first).
 */
export async function retryPendingRefunds(
  deps: PaymentFlowDeps,
  now: Date = new Date(),
): Promise<RefundRetryRun> {
  const run: RefundRetryRun = { succeeded: 0, stillPending: 0, failed: 0 };
  const due = await pendingRefundsOpenedBy(deps.db, new Date(now.getTime() - RETRY_AFTER_MS));
  for (const refund of due) {
    try {
      if (!deps.provider) throw new Error("no payment provider");
      const settled = await makeRefund(deps.db, deps.provider, refund);
      if (settled) {
        await settleRefundedInvoice(deps.db, settled.paymentId);
        await tellAboutRefund(deps, await refundedPaymentOf(deps.db, settled));
      }
      run.succeeded++;
    } catch (err) {
      if (now.getTime() - refund.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
        await deps.db.transaction((tx) => failRefund(tx, refund.id));
        deps.logger.error(
          { err, refundId: refund.id, paymentId: refund.paymentId, amount: refund.amount },
          "refund failed for a day; marked failed, to be settled by hand",
        );
        run.failed++;
      } else {
        deps.logger.warn({ err, refundId: refund.id }, "refund failed again; left pending for the next run");
        run.stillPending++;
      }
    }
  }
  return run;
}
