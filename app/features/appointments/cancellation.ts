import { businessInstant } from "~/lib/dates";

/** The terms (/terms): cancel at least 24 hours before the visit, or a fee may apply. */
const NOTICE_MS = 24 * 60 * 60 * 1000;

export const CANCEL_CONFIRMATION = "Are you sure you want to cancel this appointment?";
const LATE_CANCELLATION_NOTE = "Your visit is less than 24 hours away, so a late-cancellation fee may apply.";

/** Whether cancelling now is a late cancellation: the visit (business time) starts within 24 hours. */
export function isLateCancellation(date: string, time: string, now: Date = new Date()): boolean {
  return businessInstant(date, time).getTime() - now.getTime() < NOTICE_MS;
}

/** The browser confirmation's text: the late-fee warning within 24 hours. */
export function cancelConfirmation(date: string, time: string, now: Date = new Date()): string {
  return isLateCancellation(date, time, now)
    ? `${CANCEL_CONFIRMATION}\n\n${LATE_CANCELLATION_NOTE}`
    : CANCEL_CONFIRMATION;
}
