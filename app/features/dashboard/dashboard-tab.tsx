import { useQuery } from "@tanstack/react-query";
import { useFailureToast } from "~/components/ui/use-failure-toast";
import { apiRequest } from "~/lib/api-client";
import { STATS_POLL_MS, type AdminStats, type DashboardOverview } from "./dashboard";
import { MonthlyOverview, PopularServices, RecentActivity } from "./overview-panels";
import { StatCards } from "./stat-cards";

/** The owner's overview: four stat cards polled every 30 s, recent activity, popular services, the year. */
export default function DashboardTab() {
  const stats = useQuery({
    queryKey: ["admin", "stats"],
    queryFn: () => apiRequest<AdminStats>("GET", "/api/admin/stats"),
    refetchInterval: STATS_POLL_MS,
  });
  const overview = useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: () => apiRequest<DashboardOverview>("GET", "/api/admin/dashboard"),
  });
  useFailureToast(stats.isError, "Failed to load dashboard statistics. Please try again later.");
  useFailureToast(
    overview.isError && !stats.isError,
    "Failed to load dashboard statistics. Please try again later.",
  );

  return (
    <div className="space-y-6">
      <StatCards stats={stats.data} failed={stats.isError} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentActivity overview={overview.data} />
        <PopularServices overview={overview.data} />
      </div>
      <MonthlyOverview overview={overview.data} />
    </div>
  );
}
