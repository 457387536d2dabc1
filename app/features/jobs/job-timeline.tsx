/**
 * What happened to a job, oldest first: it reads as the job's story, from the estimate sent to the job
 * closed, and where it stands now is already at the top of the page (its status and money). Client-safe.
 */
import { useId } from "react";
import { businessClock, formatInstantDate, formatTime12h } from "~/lib/dates";
import type { JobEventView } from "./job-view";

/** "November 27, 2026, 3:05 PM", in business time. */
const when = (iso: string) => `${formatInstantDate(iso)}, ${formatTime12h(businessClock(new Date(iso)))}`;

export function JobTimeline({ events }: { events: readonly JobEventView[] }) {
  const id = useId();
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold">
        Timeline
      </h3>
      {ordered.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">Nothing recorded yet.</p>
      ) : (
        <ol aria-labelledby={id} className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
          {ordered.map((event, index) => (
            <li key={`${event.at}-${event.kind}-${index}`} className="text-sm">
              <time dateTime={event.at} className="block text-xs text-slate-600 dark:text-slate-300">
                {when(event.at)}
              </time>
              <span>{event.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
