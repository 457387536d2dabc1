import { getAdminStats, getDashboardOverview } from "~/features/dashboard/dashboard.server";
import { receivables } from "~/features/invoices/receivables.server";
import type { Db } from "~db/client.server";

/** The figures, the overview panels and the receivables. */
export async function loadSectionData(db: Db) {
  const [stats, overview, owed] = await Promise.all([
    getAdminStats(db),
    getDashboardOverview(db),
    receivables(db),
  ]);
  return { stats, overview, receivables: owed };
}
