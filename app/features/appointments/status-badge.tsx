import { cva, type VariantProps } from "class-variance-authority";
import { businessToday, formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from "~/lib/vocabulary";
import { paymentBadge, succeededRefunds, type Appointment, type PaymentBadge } from "./appointment";

const badge = cva(
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  {
    variants: {
      tone: {
        amber: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200",
        green: "bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-200",
        blue: "bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-200",
        grey: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
        orange: "bg-orange-100 text-orange-900 dark:bg-orange-900/40 dark:text-orange-200",
      },
    },
  },
);

type Tone = NonNullable<VariantProps<typeof badge>["tone"]>;

const statusTones: Record<AppointmentStatus, Tone> = {
  pending: "amber",
  confirmed: "green",
  completed: "blue",
  cancelled: "grey",
  payment_pending: "orange",
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return <span className={badge({ tone: statusTones[status] })}>{APPOINTMENT_STATUS_LABELS[status]}</span>;
}

const paymentTones: Record<PaymentBadge, Tone> = {
  Paid: "green",
  "Payment Pending": "orange",
  Refunded: "blue",
  "Not Required": "grey",
};

/** The payment badge, and what went back of the payment ("Refunded $X on <date>"), if anything. */
export function PaymentBadgeView({ appointment }: { appointment: Pick<Appointment, "status" | "payment"> }) {
  const label = paymentBadge(appointment);
  const refunded = refundSummary(appointment.payment);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={badge({ tone: paymentTones[label] })}>{label}</span>
      {refunded && <span className="text-sm text-slate-700 dark:text-slate-300">{refunded}</span>}
    </span>
  );
}

/** "Refunded $75.00 on November 20, 2026": the sum of the refunds made, dated by the latest. */
export function refundSummary(payment: Appointment["payment"]): string | undefined {
  const made = succeededRefunds(payment);
  if (made.length === 0) return undefined;
  const cents = made.reduce((sum, refund) => sum + Math.round(Number(refund.amount) * 100), 0);
  const last = made[made.length - 1]!;
  return `Refunded ${formatMoney((cents / 100).toFixed(2))} on ${formatLongDate(businessToday(new Date(last.createdAt)))}`;
}
