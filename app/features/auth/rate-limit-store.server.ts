import { rateLimiter } from "~/lib/rate-limiter.server";
import type { Db } from "~db/client.server";

/** better-auth's rule: `max` requests per `window` seconds. */
export interface RateRule {
  window: number;
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets, when refused. */
  retryAfter: number | null;
}

/** better-auth's sign-in limits, counted by the site's one rate limiter (app/lib/rate-limiter.server.ts). */
export function databaseRateLimits(db: Db) {
  const limiter = rateLimiter(db);
  return {
    async consume(key: string, rule: RateRule): Promise<RateDecision> {
      const { allowed, retryAfterSeconds } = await limiter.consume(key, {
        limit: rule.max,
        windowMs: rule.window * 1000,
      });
      return { allowed, retryAfter: allowed ? null : retryAfterSeconds };
    },
  };
}

export type RateLimits = ReturnType<typeof databaseRateLimits>;
