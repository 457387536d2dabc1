/**
 * The business's rules bind the owner as warnings: the visits the server said break them (a closed day, a
 * day off, outside the hours, over another visit), in words, and "Schedule anyway?". Client-safe.
 */
import { useEffect, useRef } from "react";
import { buttonStyles } from "~/components/ui/button";
import { ApiError } from "~/lib/api-client";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { scheduleConflictsSchema, type ScheduleConflict } from "./estimate.schema";

/** The conflicts of a 409 from scheduling visits, or null when the call failed otherwise. */
export function conflictsOf(error: unknown): ScheduleConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = scheduleConflictsSchema.safeParse(error.body);
  return parsed.success && parsed.data.conflicts.length > 0 ? parsed.data.conflicts : null;
}

export function ScheduleConflicts({
  conflicts,
  busy,
  onConfirm,
}: {
  conflicts: ScheduleConflict[];
  busy: boolean;
  onConfirm: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The warning replaces the form's end: the focus goes to it, so that a keyboard or screen reader user
  // hears it before choosing.
  useEffect(() => heading.current?.focus(), [conflicts]);
  return (
    <section
      aria-labelledby="schedule-conflicts-title"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h3 id="schedule-conflicts-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        These visits break the business&apos;s rules
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        {conflicts.map(({ date, time, reason }, index) => (
          <li key={`${date}T${time}-${index}`}>
            {formatWeekdayDate(date)} at {formatTime12h(time)}: {reason}
          </li>
        ))}
      </ul>
      <p className="font-medium">Schedule anyway?</p>
      <button type="button" className={buttonStyles("primary", "sm")} disabled={busy} onClick={onConfirm}>
        {busy ? "Scheduling..." : "Schedule anyway"}
      </button>
    </section>
  );
}
