/**
 * The business's rules bind the owner as warnings (scheduling a job's visits, moving a visit): the times the
 * server said break them (a closed day, a day off, outside the hours, a full slot), in words, and a button
 * to go ahead anyway. Client-safe.
 */
import { useEffect, useRef } from "react";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { buttonStyles } from "./button";

export interface RuleWarning {
  date: string;
  time: string;
  reason: string;
}

export function RuleWarnings({
  id,
  title,
  question,
  warnings,
  busy,
  confirmLabel,
  busyLabel,
  onConfirm,
}: {
  /** The heading's id (unique on the page). */
  id: string;
  title: string;
  question?: string;
  warnings: readonly RuleWarning[];
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The warning replaces the form's end: the focus goes to it, so that a keyboard or screen reader user
  // hears it before choosing.
  useEffect(() => heading.current?.focus(), [warnings]);
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h3 id={id} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {title}
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map(({ date, time, reason }, index) => (
          <li key={`${date}T${time}-${index}`}>
            {formatWeekdayDate(date)} at {formatTime12h(time)}: {reason}
          </li>
        ))}
      </ul>
      {question && <p className="font-medium">{question}</p>}
      <button type="button" className={buttonStyles("primary", "sm")} disabled={busy} onClick={onConfirm}>
        {busy ? busyLabel : confirmLabel}
      </button>
    </section>
  );
}
