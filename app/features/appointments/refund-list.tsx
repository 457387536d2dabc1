import { businessToday, formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { AppointmentPayment, AppointmentRefund } from "./appointment";
import type { SupportContact } from "./contact-support";
import { FailedRefundNote } from "./failed-refund-note";

/** Why money went back, in the customer's and the admin's words. */
export const REFUND_REASON_LABELS: Record<AppointmentRefund["reason"], string> = {
  duplicate: "Paid twice",
  slot_unavailable: "Time no longer available",
  visit_cancelled: "Visit cancelled before payment",
  estimate_closed: "Estimate changed",
  cancelled_in_time: "Cancelled in time",
  admin: "Refunded by us",
  provider: "Refunded",
};

/** What became of the refund: made, still being asked of the provider, or given up (to be settled by hand). */
const refundHeadline = (refund: Pick<AppointmentRefund, "amount" | "status">) =>
  refund.status === "succeeded"
    ? `Refunded ${formatMoney(refund.amount)}`
    : refund.status === "pending"
      ? `Refund of ${formatMoney(refund.amount)} on its way`
      : `Refund of ${formatMoney(refund.amount)} failed`;

/**
 * The refunds of a payment: "Refunded $X on <date>" (or "Refund of $X on its way, asked on <date>", or
 * "... failed, ..."), why, and the admin's note. On the customer's pages (`support` given) a failed refund
 * also says what happens next and how to reach the business.
 */
export function RefundList({
  payment,
  support,
}: {
  payment: Pick<AppointmentPayment, "refunds">;
  support?: SupportContact;
}) {
  if (payment.refunds.length === 0) return null;
  return (
    <div className="mt-5">
      <h3 className="text-sm text-slate-600 dark:text-slate-400">Refunds</h3>
      <ul className="mt-1 space-y-1.5">
        {payment.refunds.map((refund) => (
          <li key={refund.id}>
            <span className="font-medium">{refundHeadline(refund)}</span>
            {refund.status === "succeeded" ? " on " : ", asked on "}
            {formatLongDate(businessToday(new Date(refund.createdAt)))} ·{" "}
            {REFUND_REASON_LABELS[refund.reason]}
            {refund.note && <span className="text-slate-600 dark:text-slate-300">: {refund.note}</span>}
            {refund.status === "failed" && support && <FailedRefundNote contact={support} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
