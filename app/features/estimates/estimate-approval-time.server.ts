/** When an estimate's approval was signed, written out in the business's time (for its PDF and mail). */
import { businessClock, businessToday, formatLongDate, formatTime12h } from "~/lib/dates";

/** When an approval was signed, in the business's time: "December 20, 2026 at 3:30 PM". */
export function approvalTime(signedAt: string): string {
  const at = new Date(signedAt);
  return `${formatLongDate(businessToday(at))} at ${formatTime12h(businessClock(at))}`;
}
