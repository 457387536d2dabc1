/**
 * The week's visits on a desktop (docs/today.md): Monday to Sunday, each day's visits in time order, booked
 * visits and a job's work days alike, each with its status in words and a colour of its own. A visit opens
 * its details; one still to come can be moved to another slot. The weeks before and after are links
 * (`?tab=today&date=…`). Client-safe.
 */
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { addDays, formatLongDate, formatShortWeekdayDate, formatTime12h } from "~/lib/dates";
import { APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";
import { dayHref } from "./day-visits";
import type { TodayVisit } from "./today-view";
import { isVisitOpen } from "./visit-status";

/** Each status's stripe and tint; its words say it too. */
const STATUS_LOOK: Record<TodayVisit["status"], string> = {
  pending: "border-l-amber-500 bg-amber-50 dark:bg-amber-950/40",
  payment_pending: "border-l-amber-500 bg-amber-50 dark:bg-amber-950/40",
  confirmed: "border-l-blue-600 bg-blue-50 dark:bg-blue-950/40",
  completed: "border-l-green-600 bg-green-50 dark:bg-green-950/40",
  cancelled: "border-l-red-600 bg-slate-50 dark:bg-slate-900",
};

const navLink = buttonStyles("outline", "sm");

export function WeekCalendar({
  date,
  from,
  today,
  visits,
  onOpen,
  onMove,
}: {
  date: string;
  /** The week's Monday. */
  from: string;
  today: string;
  visits: TodayVisit[];
  onOpen: (visit: TodayVisit) => void;
  onMove: (visit: TodayVisit) => void;
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const title = `Week of ${formatLongDate(from)}`;
  return (
    <section aria-labelledby="today-week" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="today-week" className="text-lg font-bold">
          {title}
        </h2>
        <nav aria-label="Weeks" className="flex flex-wrap gap-2">
          <Link to={dayHref(addDays(date, -7))} className={navLink}>
            <span aria-hidden="true">←&nbsp;</span>Previous week
          </Link>
          {!days.includes(today) && (
            <Link to={dayHref(today)} className={navLink}>
              This week
            </Link>
          )}
          <Link to={dayHref(addDays(date, 7))} className={navLink}>
            Next week<span aria-hidden="true">&nbsp;→</span>
          </Link>
        </nav>
      </div>
      <ol aria-label={title} className="grid grid-cols-7 gap-2">
        {days.map((day) => (
          <WeekDay
            key={day}
            day={day}
            isToday={day === today}
            visits={visits.filter((visit) => visit.date === day)}
            onOpen={onOpen}
            onMove={onMove}
          />
        ))}
      </ol>
    </section>
  );
}

function WeekDay({
  day,
  isToday,
  visits,
  onOpen,
  onMove,
}: {
  day: string;
  isToday: boolean;
  visits: TodayVisit[];
  onOpen: (visit: TodayVisit) => void;
  onMove: (visit: TodayVisit) => void;
}) {
  const headingId = `week-day-${day}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "min-w-0 space-y-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700",
        isToday && "border-brand-700 ring-1 ring-brand-700 dark:border-accent-400 dark:ring-accent-400",
      )}
    >
      <h3 id={headingId} className="text-sm font-semibold">
        <Link to={dayHref(day)} className="hover:underline" aria-label={formatLongDate(day)}>
          {formatShortWeekdayDate(day)}
        </Link>
        {isToday && (
          <span className="ml-1 text-xs font-medium text-brand-700 dark:text-accent-400">Today</span>
        )}
      </h3>
      {visits.length === 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">No visits</p>
      ) : (
        <ul className="space-y-2">
          {visits.map((visit) => (
            <li
              key={visit.bookingId}
              className={cn("rounded-md border-l-4 p-2 text-xs", STATUS_LOOK[visit.status])}
            >
              <button
                type="button"
                onClick={() => onOpen(visit)}
                className="block w-full text-left hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
              >
                <span className="block font-semibold tabular-nums">{formatTime12h(visit.time)}</span>
                <span
                  className={cn(
                    "block font-medium break-words",
                    visit.status === "cancelled" && "line-through",
                  )}
                >
                  {visit.customer.name}
                </span>
                <span className="block break-words text-slate-700 dark:text-slate-200">
                  {visit.services.join(", ")}
                </span>
                <span className="mt-1 block font-semibold">{APPOINTMENT_STATUS_LABELS[visit.status]}</span>
              </button>
              {isVisitOpen(visit.status) && (
                <button
                  type="button"
                  onClick={() => onMove(visit)}
                  aria-label={`Move ${visit.customer.name}'s visit at ${formatTime12h(visit.time)}`}
                  className="mt-1 font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-400"
                >
                  Move
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
