import { useEffect, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { STATS_POLL_MS } from "./dashboard";
import type { AdminStats, DashboardOverview } from "./endpoints";
import { MonthlyOverview, PopularServices, RecentActivity } from "./overview-panels";
import { PipelinePanel } from "./pipeline-panel";
import { StatCards } from "./stat-cards";

/** The owner's overview, all reloaded every 30 s: stat cards, recent activity, popular services, the year. */
export default function DashboardTab({
  stats,
  overview,
  money,
}: {
  stats: AdminStats;
  overview: DashboardOverview;
  /** What is owed to the business, shown under the sales pipeline (another feature's panel). */
  money?: ReactNode;
}) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => void revalidate(), STATS_POLL_MS);
    return () => clearInterval(timer);
  }, [revalidate]);

  return (
    <div className="space-y-6">
      <StatCards stats={stats} failed={false} />
      <PipelinePanel pipeline={overview.pipeline} />
      {money}
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentActivity overview={overview} />
        <PopularServices overview={overview} />
      </div>
      <MonthlyOverview overview={overview} />
    </div>
  );
}
