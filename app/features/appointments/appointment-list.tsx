import { Badge } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { rowHeadClass, Table, tdClass } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatLongDate, formatTime12h } from "~/lib/dates";
import { ADMIN_SETTABLE_STATUSES, APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";
import { paymentBadge, type Appointment } from "./appointment";
import { PAYMENT_TONES } from "./appointment-labels";
import type { SettableStatus } from "./endpoints";

interface ListProps {
  appointments: Appointment[];
  onStatus: (appointment: Appointment, status: SettableStatus) => void;
  onView: (appointment: Appointment) => void;
  onDelete: (appointment: Appointment) => void;
}

/** The appointments as a table on wide screens and as cards on phones. */
export function AppointmentList(props: ListProps) {
  if (props.appointments.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
        No appointments found.
      </p>
    );
  }
  return (
    <>
      <div className="hidden md:block">
        <AppointmentTable {...props} />
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Appointments">
        {props.appointments.map((a) => (
          <li
            key={a.id}
            className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-semibold">{a.name}</p>
                <p className="text-sm">{a.service.name}</p>
              </div>
              <Badge tone={PAYMENT_TONES[paymentBadge(a)]}>{paymentBadge(a)}</Badge>
            </div>
            <p className="mt-1 text-sm">
              {formatLongDate(a.date)} · {formatTime12h(a.time)}
            </p>
            <ContactLinks appointment={a} />
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <StatusSelect appointment={a} onStatus={props.onStatus} />
              <RowActions appointment={a} {...props} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function AppointmentTable({ appointments, ...props }: ListProps) {
  return (
    <Table
      caption="Appointments"
      columns={["Customer", "Service", "Date", "Time", "Status", "Payment", "Contact", "Actions"]}
    >
      <tbody>
        {appointments.map((a) => (
          <tr key={a.id}>
            <th scope="row" className={rowHeadClass}>
              {a.name}
            </th>
            <td className={tdClass}>{a.service.name}</td>
            <td className={cn(tdClass, "whitespace-nowrap")}>{formatLongDate(a.date)}</td>
            <td className={cn(tdClass, "whitespace-nowrap")}>{formatTime12h(a.time)}</td>
            <td className={tdClass}>
              <StatusSelect appointment={a} onStatus={props.onStatus} />
            </td>
            <td className={tdClass}>
              <Badge tone={PAYMENT_TONES[paymentBadge(a)]}>{paymentBadge(a)}</Badge>
            </td>
            <td className={tdClass}>
              <ContactLinks appointment={a} compact />
            </td>
            <td className={cn(tdClass, "whitespace-nowrap")}>
              <RowActions appointment={a} {...props} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function StatusSelect({ appointment, onStatus }: Pick<ListProps, "onStatus"> & { appointment: Appointment }) {
  return (
    <select
      aria-label={`Status of ${appointment.name}'s appointment on ${formatLongDate(appointment.date)}`}
      value={appointment.status}
      onChange={(event) => onStatus(appointment, event.target.value as SettableStatus)}
      className="h-9 rounded-md border border-slate-500 bg-white px-2 text-sm dark:bg-slate-950"
    >
      {/* payment_pending is the server's to set; it shows but cannot be picked. */}
      {appointment.status === "payment_pending" && (
        <option value="payment_pending" disabled>
          {APPOINTMENT_STATUS_LABELS.payment_pending}
        </option>
      )}
      {ADMIN_SETTABLE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {APPOINTMENT_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}

/** Short "Email" and "Call" links in the table (the addresses are in their names and in the details). */
function ContactLinks({ appointment, compact = false }: { appointment: Appointment; compact?: boolean }) {
  const link = "text-brand-700 underline dark:text-accent-400";
  return (
    <div className={cn("flex text-sm", compact ? "gap-3" : "flex-col")}>
      <a className={link} href={`mailto:${appointment.email}`} aria-label={`Email ${appointment.email}`}>
        {compact ? "Email" : appointment.email}
      </a>
      <a
        className={link}
        href={`tel:${appointment.phone.replace(/[^\d+]/g, "")}`}
        aria-label={`Call ${appointment.phone}`}
      >
        {compact ? "Call" : appointment.phone}
      </a>
    </div>
  );
}

function RowActions({
  appointment,
  onView,
  onDelete,
}: Omit<ListProps, "appointments" | "onStatus"> & { appointment: Appointment }) {
  return (
    <>
      <button
        type="button"
        className={buttonStyles("ghost", "sm")}
        onClick={() => onView(appointment)}
        aria-label={`View details of ${appointment.name}'s appointment`}
      >
        View
      </button>
      <button
        type="button"
        className={buttonStyles("ghost", "sm")}
        onClick={() => onDelete(appointment)}
        aria-label={`Delete ${appointment.name}'s appointment`}
      >
        Delete
      </button>
    </>
  );
}
