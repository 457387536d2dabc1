import crypto from "node:crypto";
import net from "node:net";
import { lt, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Db } from "../db/client.server";
import { rateLimits } from "../db/schema";

export interface RateLimitRule {
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Every limit of the API, in one place. */
export const RATE_LIMITS = {
  quotes: { limit: 5, windowMs: 10 * MINUTE },
  messages: { limit: 5, windowMs: 10 * MINUTE },
  // Generous: a family may book several visits, and a failed checkout is retried.
  bookings: { limit: 20, windowMs: 10 * MINUTE },
  // The thank-you page reports each return from the checkout once or twice.
  payments: { limit: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>;

// Expired counters are deleted now and then by a request rather than by a timer: the app keeps no state.
const CLEANUP_PROBABILITY = 0.01;

/**
 * A fixed-window limit per route and client, counted in the database so that every app instance sees
 * the same counters. Over the limit: 429 with Retry-After and a message saying how long to wait.
 */
export function rateLimit(db: Db, name: string, rule: RateLimitRule): RequestHandler {
  return async (req, res, next) => {
    const { count, retryAfter } = await hit(db, `${name}:${clientKey(req.ip)}`, rule.windowMs);
    if (Math.random() < CLEANUP_PROBABILITY) {
      db.delete(rateLimits)
        .where(lt(rateLimits.resetAt, sql`now()`))
        .catch(() => {});
    }
    if (count <= rule.limit) return next();
    res
      .status(429)
      .set("Retry-After", String(retryAfter))
      .json({ message: tooManyRequestsMessage(retryAfter) });
  };
}

/**
 * One atomic statement counts the request: a new or expired window starts at 1, a running one adds 1.
 * The database's clock decides, so instances with skewed clocks still agree.
 */
async function hit(db: Db, key: string, windowMs: number) {
  const windowEnd = sql`now() + (${windowMs}::integer * interval '1 millisecond')`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
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
  return { count: row.count, retryAfter: Number(row.retryAfter) };
}

export function tooManyRequestsMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * Who is asking: Express's req.ip, read from X-Forwarded-For only as far as TRUST_PROXY's trusted proxies
 * reach (never the left-most address, which the client writes). An IPv6 client usually owns a whole /64,
 * so it counts as one client; IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const address = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  // An embedded IPv4 tail ("::1.2.3.4") stands for two groups; only the first four groups matter here.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes(".") ? 1 : 0);
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The client as kept beside what it booked: a hash of its clientKey, so no address is stored. */
export function clientFingerprint(ip: string | undefined): string {
  return crypto.createHash("sha256").update(clientKey(ip)).digest("base64url").slice(0, 22);
}
