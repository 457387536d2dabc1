import { Router, type RequestHandler } from "express";
import { AUTH_RATE_LIMITS } from "~/features/auth/auth-surface";
import { PASSWORD_INTENT } from "~/features/auth/sign-in-fields";
import type { RateRule } from "~/lib/rate-limiter.server";
import type { Db } from "~db/client.server";
import { refusalToThePage } from "./form-post-refusal";
import { rateLimit } from "./rate-limit";

/** better-auth's rule ({ window: seconds, max }) as the site's limiter takes it. */
const asRule = ({ window, max }: { window: number; max: number }): RateRule => ({
  limit: max,
  windowMs: window * 1000,
});

/**
 * The auth library counts only calls of its HTTP endpoints; the sign-in pages' own posts call its server API,
 * so they are counted here, each with its endpoint's limit (AUTH_RATE_LIMITS) on a counter of its own.
 */
export function signInFormLimits(db: Db) {
  const router = Router();
  const password = rateLimit(db, "sign-in-password-form", asRule(AUTH_RATE_LIMITS["/sign-in/email"]));
  const link = rateLimit(db, "sign-in-link-form", asRule(AUTH_RATE_LIMITS["/sign-in/magic-link"]));
  const code = rateLimit(db, "two-factor-form", asRule(AUTH_RATE_LIMITS["/two-factor/*"]));
  // Read as the page's action reads it (the first `intent`), so that no address passes one limit and
  // reaches the other step.
  const byIntent: RequestHandler = (req, res, next) => {
    const intent = new URL(req.originalUrl, "http://form.invalid").searchParams.get("intent");
    return (intent === PASSWORD_INTENT ? password : link)(req, res, next);
  };
  // `.data`: React Router runs the same action for a post to the page's data address.
  router.post(["/login", "/login.data"], byIntent, refusalToThePage);
  router.post(["/login/two-factor", "/login/two-factor.data"], code, refusalToThePage);
  return router;
}
