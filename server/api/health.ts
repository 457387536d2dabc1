import { Router } from "express";
import type { Database } from "~db/client.server";

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRouter(database: Database) {
  const router = Router();
  router.get("/health", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/ready", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await database.ping();
      res.json({ status: "ready" });
    } catch {
      res.status(503).set("Retry-After", "5").json({ message: "Database unavailable" });
    }
  });
  return router;
}
