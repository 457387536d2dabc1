import { Router, type RequestHandler } from "express";
import { CLIENT_IP_HEADER } from "~/features/auth/auth-surface";
import { BOOKING_CLIENT_HEADER } from "~/features/booking/posted-booking";
import type { Db } from "~db/client.server";
import { crossSiteGuard } from "./api/cross-site";
import { refusalToThePage } from "./form-post-refusal";
import { clientFingerprint, RATE_LIMITS, rateLimit } from "./rate-limit";
import { signInFormLimits } from "./sign-in-form-limits";

/**
 * The client's address as an action reads it (the auth library's session, an estimate's signature): the one
 * Express trusts, set over whatever the client sent in that header.
 */
const trustedClientIp: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? "";
  next();
};

/** The client a booking's unpaid hold counts against, as POST /api/book names it. */
const bookingClient: RequestHandler = (req, _res, next) => {
  req.headers[BOOKING_CLIENT_HEADER] = clientFingerprint(req.ip);
  next();
};

/**
 * The pages' own form posts (route actions), which a browser sends before or without the page's script: they
 * pass the same cross-site guard as the JSON API's writes, and each form the same rate limit as the endpoint it
 * stands beside (one line per form below, naming the page's path).
 */
export function formPostRoutes(db: Db, siteUrl: string) {
  const router = Router();
  const guard = crossSiteGuard(siteUrl);
  router.use((req, res, next) => (req.method === "POST" ? guard(req, res, next) : next()));
  router.use((req, res, next) => (req.method === "POST" ? trustedClientIp(req, res, next) : next()));
  router.use(signInFormLimits(db));
  // `.data`: React Router runs the same action for a post to the page's data address.
  router.post(
    ["/contact", "/contact.data"],
    rateLimit(db, "messages", RATE_LIMITS.messages),
    refusalToThePage,
  );
  router.post(["/quote", "/quote.data"], rateLimit(db, "quotes", RATE_LIMITS.quotes), refusalToThePage);
  // The booking form posts to /book; /booking draws the same page with the same action.
  router.post(
    ["/book", "/book.data", "/booking", "/booking.data"],
    bookingClient,
    rateLimit(db, "bookings", RATE_LIMITS.bookings),
    refusalToThePage,
  );
  // The estimate and review pages' posts are counted already, with every request under their paths
  // (server/estimate-routes.ts, server/review-routes.ts).
  return router;
}
