/** Telling the customer and the business about money given back: on the site's account, a visit cancelled
 * in time, an admin's refund or one made at the provider. */
import { loadConfirmedBooking } from "~/features/booking/confirmation.server";
import { businessRefundMail, customerRefundMail } from "~/features/booking/refund-mail.server";
import type { RefundedPayment } from "~/features/payments/fulfilment.server";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import { tellEstimateDepositRefunded } from "./estimate-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/**
 * Logs the refund (a warning only when nobody asked for it) and queues a mail to each side, once per refund;
 * a failure is logged, never thrown. The
 * business is not told of its own admin's refund.
 */
export async function tellAboutRefund(
  { jobs, logger }: Pick<PaymentFlowDeps, "jobs" | "logger">,
  refund: RefundedPayment,
) {
  // A refund someone asked for (the customer cancelling in time, an admin) is the business as usual; one the
  // site made on its own account (a second payment, a slot given away) is worth a look.
  const asked = refund.reason === "cancelled_in_time" || refund.reason === "admin";
  logger[asked ? "info" : "warn"](
    { paymentId: refund.id, refundId: refund.refundId, reason: refund.reason, amount: refund.amount },
    "payment refunded",
  );
  if (refund.estimateId !== null) {
    // The estimate's own mail explains a deposit given back because the estimate changed; other refunds of
    // a deposit (an admin's, one made at the provider) are the business's own doing and only logged.
    if (refund.reason === "estimate_closed" || refund.reason === "duplicate") {
      await tellEstimateDepositRefunded({ jobs, logger }, refund.estimateId, refund.id);
    }
    return;
  }
  if (refund.bookingId === null) return;
  try {
    const audiences =
      refund.reason === "admin" ? (["customer"] as const) : (["customer", "business"] as const);
    for (const audience of audiences) {
      const notice = { paymentId: refund.id, bookingId: refund.bookingId, amount: refund.amount };
      await jobs.enqueue(
        "mail.refund-notice",
        { ...notice, reason: refund.reason, audience, note: refund.note },
        { key: `refund-${refund.refundId}:${audience}` },
      );
    }
  } catch (err) {
    logger.error({ err, paymentId: refund.id }, "refund mail could not be queued");
  }
}

/** The job: one side's mail about the refund. */
export async function sendRefundNotice(
  { db, siteUrl, mailer }: MailJobDeps,
  { bookingId, amount, reason, audience, note }: JobPayloads["mail.refund-notice"],
) {
  const booking = await loadConfirmedBooking(db, bookingId);
  if (!booking) return;
  const notice = { amount, reason, note: note ?? "" };
  await mailer.send(
    audience === "customer"
      ? customerRefundMail(booking, notice, siteUrl)
      : businessRefundMail(booking, notice, siteUrl),
  );
}
