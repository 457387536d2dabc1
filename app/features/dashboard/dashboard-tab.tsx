import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { STATS_POLL_MS, type AdminStats, type DashboardOverview } from "./dashboard";
import { MonthlyOverview, PopularServices, RecentActivity } from "./overview-panels";
import { PipelinePanel } from "./pipeline-panel";
import { StatCards } from "./stat-cards";

/** The owner's overview: four stat cards reloaded every 30 s, recent activity, popular services, the year. */
export default function DashboardTab({
  stats,
  overview,
}: {
  stats: AdminStats;
  overview: DashboardOverview;
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
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentActivity overview={overview} />
        <PopularServices overview={overview} />
      </div>
      <MonthlyOverview overview={overview} />
    </div>
  );
}
