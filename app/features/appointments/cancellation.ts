/**
 * The cancellation window's words (docs/appointments.md), in one place: the server's refusal inside the
 * window and the page that explains it say exactly the same.
 */
import { isChangeableOnline, isLateCancellation } from "~/lib/appointment-lifecycle";
import type { RefundStatus } from "~/lib/vocabulary";

export { isChangeableOnline, isLateCancellation };

export const CANCEL_CONFIRMATION = "Are you sure you want to cancel this appointment?";

const hours = (windowHours: number) => (windowHours === 1 ? "1 hour" : `${windowHours} hours`);

/** Why a visit inside the window can no longer be cancelled or moved online, and whom to call instead. */
export function latePolicyMessage(windowHours: number, phone: string): string {
  return (
    `This visit starts in less than ${hours(windowHours)}, so it can no longer be cancelled or moved online. ` +
    `Under our terms a late cancellation may incur a fee. Please call us at ${phone}.`
  );
}

/**
 * Why a work day of an estimate's job (a visit the business scheduled from an approved estimate) cannot be
 * cancelled or moved online: the crew and materials are planned around it, so the customer calls instead.
 */
export function workDayMessage(phone: string): string {
  return (
    "This visit is a work day of your estimate's job, planned with our crew, so it cannot be cancelled or " +
    `moved online. To change it, please call us at ${phone}.`
  );
}

/**
 * The toast after a cancellation, with the deposit it gave back (if any). A refund the provider did not
 * make at once is still asked for in the background: the customer is told it is on its way, not that it
 * has been made.
 */
export function cancelledDescription(
  refund: { amount: string; status: RefundStatus } | null,
  formatMoney: (v: string) => string,
) {
  const base = "Your appointment has been successfully cancelled.";
  if (refund?.status === "succeeded") {
    return `${base} Your deposit of ${formatMoney(refund.amount)} has been refunded.`;
  }
  if (refund?.status === "pending") {
    return `${base} The refund of your ${formatMoney(refund.amount)} deposit is on its way; we will email you once it has gone through.`;
  }
  return base;
}

/**
 * What the cancel dialog says of the deposit: refunded outside the window, kept inside it (the policy);
 * nothing when nothing was paid. The amount is the line's share of what is left of the payment (all of it
 * for a visit of one line), as the server refunds it.
 */
export function cancelDepositSentence(
  visit: {
    date: string;
    time: string;
    cancelWindowHours: number;
    deposit: string;
    booking: { lines: number };
    payment: { status: string; amount: string; refundedAmount: string } | null;
  },
  now: Date,
  formatMoney: (v: string) => string,
): string | null {
  const payment = visit.payment;
  if (payment?.status !== "succeeded") return null;
  const left = Math.round(Number(payment.amount) * 100) - Math.round(Number(payment.refundedAmount) * 100);
  const share = visit.booking.lines === 1 ? left : Math.min(left, Math.round(Number(visit.deposit) * 100));
  if (share <= 0) return null;
  const amount = formatMoney((share / 100).toFixed(2));
  return isLateCancellation(visit.date, visit.time, now, visit.cancelWindowHours)
    ? `Your deposit of ${amount} will be kept, per our cancellation policy.`
    : `Your deposit of ${amount} will be refunded.`;
}
