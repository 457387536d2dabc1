import { ProgressBar } from "~/components/ui/progress-bar";
import { Skeleton } from "~/components/ui/skeleton";
import { formatMoney } from "~/lib/money";
import { STAT_TARGETS } from "./dashboard";
import type { AdminStats } from "./endpoints";
import { progressPercent } from "./stat-progress";

const CARDS = [
  { key: "totalBookings", title: "Total Bookings" },
  { key: "upcomingAppointments", title: "Upcoming Appointments" },
  { key: "monthlyRevenue", title: "Monthly Revenue" },
  { key: "completedProjects", title: "Completed Projects" },
] as const;

/** The four numbers against their targets. */
export function StatCards({ stats, failed }: { stats: AdminStats | undefined; failed: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {CARDS.map(({ key, title }) => {
        const target = STAT_TARGETS[key];
        const value = stats ? Number(stats[key]) : 0;
        const shown = key === "monthlyRevenue" ? formatMoney(value) : String(value);
        const targetText = key === "monthlyRevenue" ? formatMoney(target) : String(target);
        return (
          <li
            key={key}
            className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs sm:p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{title}</h2>
            {stats ? (
              <>
                <p className="mt-1 text-xl font-bold sm:text-2xl">{shown}</p>
                <p className="mb-2 text-xs text-slate-600 dark:text-slate-300">
                  {key === "upcomingAppointments" ? `Capacity: ${value}/${target}` : `Target: ${targetText}`}
                </p>
                <ProgressBar
                  percent={progressPercent(value, target)}
                  label={`${title} toward ${targetText}`}
                />
              </>
            ) : failed ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Not available right now.</p>
            ) : (
              <div className="mt-2 space-y-2" aria-hidden>
                <Skeleton className="h-7 w-24" />
                <Skeleton className="h-2" />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
