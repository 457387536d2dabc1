import { Router } from "express";
import { getAdminStats, getDashboardOverview } from "~/features/dashboard/dashboard.server";
import { dashboardEndpoints as endpoints } from "~/features/dashboard/endpoints";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";

/** /api/admin/stats and /api/admin/dashboard: the figures the dashboard tab shows. */
export function dashboardRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";
  serve(router, base, endpoints.stats, () => getAdminStats(db));
  serve(router, base, endpoints.overview, () => getDashboardOverview(db));
  return router;
}
