import { getAdminStats, getDashboardOverview } from "~/features/dashboard/dashboard.server";
import type { Db } from "~db/client.server";

/** The figures and the overview panels. */
export async function loadSectionData(db: Db) {
  const [stats, overview] = await Promise.all([getAdminStats(db), getDashboardOverview(db)]);
  return { stats, overview };
}
