import { Router } from "express";
import type { Db } from "~db/client.server";
import { postRefusalToThePage } from "./form-post-refusal";
import { RATE_LIMITS, rateLimit } from "./rate-limit";

/**
 * The customer's review page, which a one-time link opens without sign-in: every request under /reviews
 * (the page and its data requests) counts against one limit per client, as the review API does, so that
 * nobody can try links one after another.
 */
export function reviewRoutes(db: Db) {
  const router = Router();
  router.use("/reviews", rateLimit(db, "reviews", RATE_LIMITS.estimates));
  // Over the limit, the page's own form post is answered by its action: the form with the message.
  router.use("/reviews", postRefusalToThePage);
  return router;
}
