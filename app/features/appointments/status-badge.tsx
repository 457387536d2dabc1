import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from "~/lib/vocabulary";
import { paymentBadge, type Appointment, type PaymentBadge } from "./appointment";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

const statusColors: Record<AppointmentStatus, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200",
  confirmed: "bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-200",
  completed: "bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-200",
  cancelled: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  payment_pending: "bg-orange-100 text-orange-900 dark:bg-orange-900/40 dark:text-orange-200",
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return <span className={`${badge} ${statusColors[status]}`}>{APPOINTMENT_STATUS_LABELS[status]}</span>;
}

const paymentColors: Record<PaymentBadge, string> = {
  Paid: "bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-200",
  "Payment Pending": "bg-orange-100 text-orange-900 dark:bg-orange-900/40 dark:text-orange-200",
  Refunded: "bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-200",
  "Not Required": "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

export function PaymentBadgeView({ appointment }: { appointment: Pick<Appointment, "status" | "payment"> }) {
  const label = paymentBadge(appointment);
  return <span className={`${badge} ${paymentColors[label]}`}>{label}</span>;
}
