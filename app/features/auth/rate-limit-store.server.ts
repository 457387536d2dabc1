import { lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { rateLimits } from "../../../db/schema";

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets, when refused. */
  retryAfter: number | null;
}

/**
 * Fixed-window counters in the `rate_limits` table, shared by every instance. One upsert counts the
 * request and reads the result atomically, so concurrent requests cannot all slip under the limit.
 */
export function databaseRateLimits(db: Db) {
  let calls = 0;
  return {
    async consume(key: string, rule: RateRule): Promise<RateDecision> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${rule.window})` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          secondsLeft: sql<string>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))`,
        });
      // Expired windows are dead weight; sweep them now and then rather than on every request.
      if (++calls % 200 === 0) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
      const allowed = row!.count <= rule.max;
      return { allowed, retryAfter: allowed ? null : Math.max(1, Number(row!.secondsLeft)) };
    },
  };
}

export type RateLimits = ReturnType<typeof databaseRateLimits>;
