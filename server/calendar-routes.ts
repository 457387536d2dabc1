import { Router, type ErrorRequestHandler } from "express";
import { isFeedToken } from "~/features/calendar-feed/feed-link.server";
import { calendarFeed } from "~/features/calendar-feed/feed.server";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { SECRET_ANSWER_HEADERS } from "./private-responses";
import { RATE_LIMITS, rateLimit } from "./rate-limit";

/**
 * GET /calendar/{token}.ics: the owner's calendar feed, opened by its secret address alone (calendar apps
 * send no cookies). Counted against a rate limit per client like the estimate links, so that nobody can
 * try tokens one after another; never kept by a shared cache nor indexed. A wrong or revoked token is 404.
 */
export function calendarFeedRoutes({ db, secret, siteUrl }: { db: Db; secret: string; siteUrl: string }) {
  const router = Router();
  router.use("/calendar", rateLimit(db, "calendar-feed", RATE_LIMITS.estimates));
  router.get(/^\/calendar\/([^/]+)\.ics$/, async (req, res) => {
    res.set(SECRET_ANSWER_HEADERS);
    if (!(await isFeedToken(db, secret, String(req.params[0])))) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.set("Content-Type", "text/calendar; charset=utf-8");
    res.set("Content-Disposition", 'inline; filename="visits.ics"');
    res.send(await calendarFeed(db, siteUrl));
  });
  // A refused request (the rate limit) answers in plain text, as the feed's other answers do.
  const refused: ErrorRequestHandler = (error, _req, res, next) => {
    if (!(error instanceof DomainError) || error.code !== "rate_limited") return next(error);
    const wait = error.details.retryAfterSeconds;
    if (wait) res.set("Retry-After", String(wait));
    res.status(429).type("text/plain").send(error.message);
  };
  router.use("/calendar", refused);
  return router;
}
