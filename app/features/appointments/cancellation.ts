import { isLateCancellation } from "~/lib/appointment-lifecycle";

export { isLateCancellation };

export const CANCEL_CONFIRMATION = "Are you sure you want to cancel this appointment?";
const LATE_CANCELLATION_NOTE = "Your visit is less than 24 hours away, so a late-cancellation fee may apply.";

/** The browser confirmation's text: the late-fee warning within 24 hours. */
export function cancelConfirmation(date: string, time: string, now: Date = new Date()): string {
  return isLateCancellation(date, time, now)
    ? `${CANCEL_CONFIRMATION}\n\n${LATE_CANCELLATION_NOTE}`
    : CANCEL_CONFIRMATION;
}
