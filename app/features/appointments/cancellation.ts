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
