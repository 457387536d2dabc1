import { cva } from "class-variance-authority";
import { Link } from "react-router";
import { formatLongDate, formatTime12h } from "~/lib/dates";
import { AddToCalendarLink } from "./add-to-calendar-link";
import type { Appointment } from "./appointment";
import type { SupportContact } from "./contact-support";
import { PaymentBadgeView, StatusBadge } from "./status-badge";
import { VisitActions } from "./visit-actions";
import { estimateDepositText } from "./work-day";

const linkButton = cva(
  "inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-semibold transition-colors",
  {
    variants: {
      variant: {
        primary:
          "bg-brand-700 text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400",
        outline:
          "border-2 border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-accent-400 dark:text-accent-400 dark:hover:bg-slate-800",
      },
    },
  },
);

/** One appointment under My Projects. */
export function AppointmentCard(props: {
  appointment: Appointment;
  cancelling: boolean;
  onCancel: () => void;
  /** The business's phone, offered instead of the buttons inside the cancellation window. */
  support: Pick<SupportContact, "phone" | "phoneHref">;
}) {
  const { appointment } = props;
  const { id, service, status } = appointment;
  const which = `${service.name}, appointment #${id}`;
  return (
    <article
      aria-labelledby={`appointment-${id}-title`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`appointment-${id}-title`} className="text-lg font-semibold">
          {service.name}
          {appointment.quantity > 1 && (
            <span className="font-normal text-slate-600 dark:text-slate-400"> × {appointment.quantity}</span>
          )}
        </h2>
        <StatusBadge status={status} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Appointment</dt>
        <dd>#{id}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Date</dt>
        <dd>{formatLongDate(appointment.date)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Time</dt>
        <dd>{formatTime12h(appointment.time)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Phone</dt>
        <dd>{appointment.phone}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Email</dt>
        <dd className="break-all">{appointment.email}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Payment</dt>
        <dd>
          {appointment.estimate ? (
            estimateDepositText(appointment.estimate)
          ) : (
            <PaymentBadgeView appointment={appointment} />
          )}
        </dd>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2 pt-1">
        <Link
          to={`/my-projects/${id}`}
          aria-label={`View Details: ${which}`}
          className={linkButton({ variant: "primary" })}
        >
          View Details
        </Link>
        {status === "payment_pending" && (
          <Link
            to={`/payment/${id}`}
            aria-label={`Complete Payment: ${which}`}
            className={linkButton({ variant: "outline" })}
          >
            Complete Payment
          </Link>
        )}
        <VisitActions {...props} describes={which} />
        <AddToCalendarLink appointment={appointment} describes={which} />
      </div>
    </article>
  );
}
