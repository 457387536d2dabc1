import { lt, sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { rateLimits } from "~db/schema";

export interface RateRule {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the key's window resets (at least 1). */
  retryAfterSeconds: number;
}

// Expired windows are dead weight; they are swept now and then by a request rather than by a timer, so
// the app keeps no state of its own.
const SWEEP_EVERY = 100;

/**
 * The site's one rate limiter: fixed-window counters in the `rate_limits` table, shared by every instance
 * (the form limits of the API and the sign-in limits of better-auth both count here). One upsert counts the
 * request and reads the result atomically, so concurrent requests cannot all slip under the limit; the
 * database's clock decides, so instances with skewed clocks still agree.
 */
export function rateLimiter(db: Db) {
  let calls = 0;
  return {
    async consume(key: string, rule: RateRule): Promise<RateDecision> {
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          key,
          count: 1,
          resetAt: sql`now() + (${rule.windowMs}::integer * interval '1 millisecond')`,
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.resetAt} - now()))))::integer`,
        });
      if (++calls % SWEEP_EVERY === 0) {
        db.delete(rateLimits)
          .where(lt(rateLimits.resetAt, sql`now()`))
          .catch(() => {});
      }
      return { allowed: row!.count <= rule.limit, retryAfterSeconds: Number(row!.retryAfter) };
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
