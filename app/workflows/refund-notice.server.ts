/** Telling the customer and the business about money given back without anyone asking. */
import { loadConfirmedBooking } from "~/features/booking/confirmation.server";
import { businessRefundMail, customerRefundMail } from "~/features/booking/refund-mail.server";
import type { RefundedPayment } from "~/features/payments/fulfilment.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** Logs the refund and mails both sides; a mail failure is logged, never thrown. */
export async function tellAboutRefund(
  { db, siteUrl, mailer, logger }: Pick<PaymentFlowDeps, "db" | "siteUrl" | "mailer" | "logger">,
  refund: RefundedPayment,
) {
  logger.warn({ paymentId: refund.id, reason: refund.reason }, "payment refunded automatically");
  try {
    const booking = refund.bookingId === null ? undefined : await loadConfirmedBooking(db, refund.bookingId);
    if (!booking) return;
    const notice = { amount: refund.amount, reason: refund.reason };
    await mailer.send(customerRefundMail(booking, notice, siteUrl));
    await mailer.send(businessRefundMail(booking, notice, siteUrl));
  } catch (err) {
    logger.error({ err, paymentId: refund.id }, "refund mail failed");
  }
}
