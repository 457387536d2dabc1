/**
 * A job's change orders: each opens its panel (an address, so the back button closes it), and "New change
 * order" opens the editor. A credit reads as one. An approved change order that adds days has visits of its
 * own: their days once scheduled, else "Schedule visits". Client-safe.
 */
import { Link } from "react-router";
import { ActionButton } from "~/components/ui/action-button";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { BILLING_LABELS, ChangeOrderStatusBadge } from "./job-badges";
import { JobRecordSection } from "./job-record-lists";
import type { JobView } from "./job-view";

export type JobChangeOrder = JobView["changeOrders"][number];

const muted = "text-slate-600 dark:text-slate-300";

/** "$1,200.00", or "Credit $300.00" for work taken off (as the change order's own pages say it). */
const orderTotal = (total: string) =>
  Number(total) < 0 ? `Credit ${formatMoney(Math.abs(Number(total)))}` : formatMoney(total);

/** "2 days added", "1 day added"; nothing when it adds none. */
const daysAdded = (days: number) => (days === 0 ? null : `${days} ${days === 1 ? "day" : "days"} added`);

export function JobChangeOrders({
  job,
  changeOrderHref,
  onNew,
  onScheduleVisits,
}: {
  job: JobView;
  /** The address that opens a change order's panel on this page. */
  changeOrderHref: (id: number) => string;
  /** Opens the editor for a new change order; none once the job is closed. */
  onNew: (() => void) | null;
  /** Opens the scheduling of a change order's visits; none once the job is closed. */
  onScheduleVisits: ((order: JobChangeOrder) => void) | null;
}) {
  return (
    <JobRecordSection
      title="Change orders"
      empty="No change orders yet."
      count={job.changeOrders.length}
      action={onNew && <ActionButton onClick={onNew}>New change order</ActionButton>}
    >
      {job.changeOrders.map((order) => (
        <li
          key={order.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-3 py-2.5 sm:px-4"
        >
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={changeOrderHref(order.id)}
                preventScrollReset
                className="py-1 font-semibold break-words text-brand-700 underline underline-offset-2 dark:text-accent-400"
              >
                {order.number}: {order.title}
              </Link>
              <ChangeOrderStatusBadge status={order.status} />
            </div>
            <p className={muted}>
              {[
                BILLING_LABELS[order.billing],
                daysAdded(order.daysAdded),
                order.invoiceNumber && `billed on invoice ${order.invoiceNumber}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <OrderVisits job={job} order={order} onSchedule={onScheduleVisits} />
          </div>
          <p className="font-semibold tabular-nums">{orderTotal(order.total)}</p>
        </li>
      ))}
    </JobRecordSection>
  );
}

/**
 * The visits of an approved change order that adds days: their days once scheduled (a cancelled one leaves
 * its day to be scheduled again), else the button that schedules them.
 */
function OrderVisits({
  job,
  order,
  onSchedule,
}: {
  job: JobView;
  order: JobChangeOrder;
  onSchedule: ((order: JobChangeOrder) => void) | null;
}) {
  if (order.status !== "approved" || order.daysAdded === 0) return null;
  const visits = job.visits.filter(
    (visit) => visit.changeOrderId === order.id && visit.status !== "cancelled",
  );
  if (visits.length > 0) {
    return (
      <ul aria-label={`Visits for ${order.number}`} className={muted}>
        {visits.map((visit) => (
          <li key={visit.appointmentId}>
            Visit {formatWeekdayDate(visit.date)} at {formatTime12h(visit.time)}
          </li>
        ))}
      </ul>
    );
  }
  if (!onSchedule) return null;
  return (
    <div className="pt-1">
      <ActionButton tone="primary" onClick={() => onSchedule(order)}>
        Schedule visits<span className="sr-only"> for {order.number}</span>
      </ActionButton>
    </div>
  );
}
