import type { ReactNode } from "react";
import { formatInstantDate, formatRelativeTime, formatShortMonth } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { DashboardOverview } from "./endpoints";
import { MonthlyBars } from "./monthly-chart";

const card = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

/** The text of an activity row by the appointment's status. */
function activityText(status: string) {
  if (status === "confirmed") return "Appointment confirmed";
  if (status === "completed") return "Appointment completed";
  return "New appointment booked";
}

/** A titled dashboard card, with a line in place of its list while the list is empty. */
function Panel({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {empty === null ? children : <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>}
    </section>
  );
}

export function RecentActivity({ overview }: { overview: DashboardOverview }) {
  return (
    <Panel
      id="recent-activity"
      title="Recent Activity"
      empty={overview.recentActivity.length === 0 ? "No activity yet." : null}
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {overview.recentActivity.map((item) => (
          <li key={item.id} className="py-2 text-sm">
            <p className="font-medium">{activityText(item.status)}</p>
            <p className="text-slate-600 dark:text-slate-300">
              {item.name} · {item.serviceName} ·{" "}
              {/* Drawn by the server and again in the browser a moment later: the minute may have turned. */}
              <time
                dateTime={item.createdAt}
                title={formatInstantDate(item.createdAt)}
                suppressHydrationWarning
              >
                {formatRelativeTime(item.createdAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function PopularServices({ overview }: { overview: DashboardOverview }) {
  return (
    <Panel
      id="popular-services"
      title="Popular Services"
      empty={overview.popularServices.length === 0 ? "No bookings yet." : null}
    >
      <ol className="space-y-3">
        {overview.popularServices.map((service) => (
          <li key={service.serviceName} className="text-sm">
            <div className="flex justify-between gap-2">
              <span className="font-medium">{service.serviceName}</span>
              <span>
                {service.percentage}%{" "}
                <span className="text-slate-600 dark:text-slate-300">({service.count})</span>
              </span>
            </div>
            <div aria-hidden className="mt-1 h-1.5 rounded-full bg-slate-200 dark:bg-slate-700">
              <div
                className="h-full rounded-full bg-accent-500"
                style={{ width: `${Math.min(100, service.percentage)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export function MonthlyOverview({ overview }: { overview: DashboardOverview }) {
  const months = overview.months.map((m) => m.month);
  return (
    <section aria-labelledby="last-12-months" className={card}>
      <h2 id="last-12-months" className="mb-3 font-semibold">
        Last 12 months
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <MonthlyBars
          title="Bookings per month"
          months={months}
          values={overview.months.map((m) => m.bookings)}
          format={String}
        />
        <MonthlyBars
          title="Revenue per month"
          months={months}
          values={overview.months.map((m) => Number(m.revenue))}
          format={(value) => formatMoney(value)}
        />
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium">Show the numbers as a table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Bookings and revenue over the last 12 months</caption>
            <thead>
              <tr>
                <th className="py-1 pr-4">Month</th>
                <th className="py-1 pr-4">Bookings</th>
                <th className="py-1">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {overview.months.map((m) => (
                <tr key={m.month} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-1 pr-4">{`${formatShortMonth(m.month)} ${m.month.slice(0, 4)}`}</td>
                  <td className="py-1 pr-4">{m.bookings}</td>
                  <td className="py-1">{formatMoney(m.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
