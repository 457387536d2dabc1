/**
 * The day's visits on a phone (docs/today.md): the day, the days before and after one tap away (links that
 * work without script: `?tab=today&date=…`) or one swipe, and a card a visit in time order. Client-safe.
 */
import { useRef, type ReactNode, type TouchEvent } from "react";
import { Link, useNavigate } from "react-router";
import { addDays, formatWeekdayDate } from "~/lib/dates";
import type { TodayVisit } from "./today-view";
import { VisitCard } from "./visit-card";

/** The Today section's address for a day. */
export const dayHref = (date: string) => `/admin?tab=today&date=${date}`;

/** A swipe: far enough sideways, and more sideways than up or down (a scroll is not one). */
const SWIPE_PX = 60;

function useSwipe(onLeft: () => void, onRight: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      // A swipe that starts on a control (the minutes list) is the control's.
      const onControl = (event.target as HTMLElement).closest("select, input, textarea, button, a, dialog");
      start.current = touch && !onControl ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      if (dx < 0) onLeft();
      else onRight();
    },
  };
}

const navLink =
  "inline-flex h-12 min-w-12 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";

export function DayVisits({
  date,
  today,
  visits,
  onChanged,
  visitMedia,
}: {
  date: string;
  /** The business's today. */
  today: string;
  visits: TodayVisit[];
  onChanged: () => void;
  /** The notes and photos of the visit opened (`visit=`), drawn in its card. */
  visitMedia?: { bookingId: number; panel: ReactNode };
}) {
  const navigate = useNavigate();
  const before = addDays(date, -1);
  const after = addDays(date, 1);
  const go = (to: string) => void navigate(dayHref(to), { preventScrollReset: true });
  const swipe = useSwipe(
    () => go(after),
    () => go(before),
  );
  const dayVisits = visits.filter((visit) => visit.date === date);
  return (
    <section aria-labelledby="today-day" className="space-y-4" {...swipe}>
      <div className="space-y-2">
        <h2 id="today-day" className="text-lg font-bold">
          {date === today ? "Today, " : ""}
          {formatWeekdayDate(date)}
        </h2>
        <nav aria-label="Days" className="flex flex-wrap gap-2">
          <Link
            to={dayHref(before)}
            className={navLink}
            aria-label={`Previous day, ${formatWeekdayDate(before)}`}
          >
            <span aria-hidden="true">←&nbsp;</span>Previous day
          </Link>
          {date !== today && (
            <Link to={dayHref(today)} className={navLink}>
              Today
            </Link>
          )}
          <Link to={dayHref(after)} className={navLink} aria-label={`Next day, ${formatWeekdayDate(after)}`}>
            Next day<span aria-hidden="true">&nbsp;→</span>
          </Link>
        </nav>
      </div>
      {dayVisits.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">
          No visits on this day.
        </p>
      ) : (
        <ol aria-label={`Visits of ${formatWeekdayDate(date)}`} className="space-y-4">
          {dayVisits.map((visit) => (
            <li key={visit.bookingId}>
              <VisitCard
                visit={visit}
                onChanged={onChanged}
                media={visitMedia?.bookingId === visit.bookingId ? visitMedia.panel : undefined}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
