import crypto from "node:crypto";
import net from "node:net";
import type { RequestHandler } from "express";
import { DomainError } from "~/lib/domain-error";
import { rateLimiter, type RateRule } from "~/lib/rate-limiter.server";
import type { Db } from "~db/client.server";

const MINUTE = 60_000;

/** Every limit of the API, in one place. */
export const RATE_LIMITS = {
  quotes: { limit: 5, windowMs: 10 * MINUTE },
  messages: { limit: 5, windowMs: 10 * MINUTE },
  // Generous: a family may book several visits, and a failed checkout is retried.
  bookings: { limit: 20, windowMs: 10 * MINUTE },
  // The thank-you page reports each return from the checkout once or twice.
  payments: { limit: 30, windowMs: 10 * MINUTE },
  // An estimate's page, its PDF and its answers: ample for a customer, too few to guess a link's token.
  estimates: { limit: 60, windowMs: 10 * MINUTE },
  // The same for an invoice's page and its answers.
  invoices: { limit: 60, windowMs: 10 * MINUTE },
  // The same for a change order's page, its PDF and its answers.
  changeOrders: { limit: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, RateRule>;

/**
 * A limit per route and client, counted by the site's one rate limiter so that every app instance sees
 * the same counters. Over the limit: 429 with Retry-After and a message saying how long to wait.
 */
export function rateLimit(db: Db, name: string, rule: RateRule): RequestHandler {
  const limiter = rateLimiter(db);
  return async (req, _res, next) => {
    const { allowed, retryAfterSeconds } = await limiter.consume(`${name}:${clientKey(req.ip)}`, rule);
    if (allowed) return next();
    next(new DomainError("rate_limited", tooManyRequestsMessage(retryAfterSeconds), { retryAfterSeconds }));
  };
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
