import { Router } from "express";
import { getAdminStats, getDashboardOverview } from "~/features/dashboard/dashboard.server";
import type { Db } from "~db/client.server";

/** /api/admin/stats (polled every 30 s) and /api/admin/dashboard. */
export function dashboardRouter(db: Db) {
  const router = Router();
  router.get("/stats", async (_req, res) => {
    res.json(await getAdminStats(db));
  });
  router.get("/dashboard", async (_req, res) => {
    res.json(await getDashboardOverview(db));
  });
  return router;
}
