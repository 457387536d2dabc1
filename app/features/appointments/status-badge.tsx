import { cva, type VariantProps } from "class-variance-authority";
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from "~/lib/vocabulary";
import { paymentBadge, type Appointment, type PaymentBadge } from "./appointment";

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

export function PaymentBadgeView({ appointment }: { appointment: Pick<Appointment, "status" | "payment"> }) {
  const label = paymentBadge(appointment);
  return <span className={badge({ tone: paymentTones[label] })}>{label}</span>;
}
