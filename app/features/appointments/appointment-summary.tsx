import { cn } from "~/lib/cn";
import { formatLongDate, formatTime12h } from "~/lib/dates";
import type { AppointmentSummary as Summary } from "./endpoints";

/** GET /api/admin/appointments/summary. */
export type { Summary };

const card = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

/** The next 3 visits and the counts. */
export function AppointmentSummary({ summary }: { summary: Summary }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="upcoming-heading" className={cn(card, "lg:col-span-2")}>
        <h2 id="upcoming-heading" className="mb-3 font-semibold">
          Upcoming
        </h2>
        {summary.upcoming.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No upcoming appointments.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {summary.upcoming.map((a) => (
              <li
                key={a.id}
                className="rounded-md bg-brand-50 p-3 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
              >
                <p className="font-semibold">{a.name}</p>
                <p>{a.service.name}</p>
                <p className="mt-1">
                  {formatLongDate(a.date)}, {formatTime12h(a.time)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="appointment-stats" className={card}>
        <h2 id="appointment-stats" className="mb-3 font-semibold">
          Statistics
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(["total", "confirmed", "pending"] as const).map((key) => (
            <div key={key}>
              <dt className="text-xs text-slate-600 capitalize dark:text-slate-300">{key}</dt>
              <dd className="text-xl font-bold">{summary[key]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
