/** Telling the customer and the business about money given back without anyone asking. */
import { loadConfirmedBooking } from "~/features/booking/confirmation.server";
import { businessRefundMail, customerRefundMail } from "~/features/booking/refund-mail.server";
import type { RefundedPayment } from "~/features/payments/fulfilment.server";
import type { JobPayloads } from "~/lib/jobs/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import { tellEstimateDepositRefunded } from "./estimate-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** Logs the refund and queues a mail to each side, once per payment; a failure is logged, never thrown. */
export async function tellAboutRefund(
  { jobs, logger }: Pick<PaymentFlowDeps, "jobs" | "logger">,
  refund: RefundedPayment,
) {
  logger.warn({ paymentId: refund.id, reason: refund.reason }, "payment refunded automatically");
  if (refund.estimateId !== null) {
    await tellEstimateDepositRefunded({ jobs, logger }, refund.estimateId, refund.id);
    return;
  }
  if (refund.bookingId === null) return;
  try {
    for (const audience of ["customer", "business"] as const) {
      const notice = { paymentId: refund.id, bookingId: refund.bookingId, amount: refund.amount };
      await jobs.enqueue(
        "mail.refund-notice",
        { ...notice, reason: refund.reason, audience },
        { key: `${refund.id}:${audience}` },
      );
    }
  } catch (err) {
    logger.error({ err, paymentId: refund.id }, "refund mail could not be queued");
  }
}

/** The job: one side's mail about the refund. */
export async function sendRefundNotice(
  { db, siteUrl, mailer }: MailJobDeps,
  { bookingId, amount, reason, audience }: JobPayloads["mail.refund-notice"],
) {
  const booking = await loadConfirmedBooking(db, bookingId);
  if (!booking) return;
  const notice = { amount, reason };
  await mailer.send(
    audience === "customer"
      ? customerRefundMail(booking, notice, siteUrl)
      : businessRefundMail(booking, notice, siteUrl),
  );
}
