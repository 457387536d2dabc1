import { Router } from "express";
import type { Db } from "~db/client.server";
import { RATE_LIMITS, rateLimit } from "./rate-limit";

/**
 * A booking's page by its secret link (/visits/{token}), no sign-in: every request under /visits counts
 * against one limit per client, as the link's API does, so that nobody can try tokens one after another.
 */
export function visitLinkRoutes(db: Db) {
  const router = Router();
  router.use("/visits", rateLimit(db, "visits", RATE_LIMITS.estimates));
  return router;
}
