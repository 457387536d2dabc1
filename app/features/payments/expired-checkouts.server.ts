/**
 * Checkouts nobody paid in time: still pending at the provider's end of the unpaid hold (checkout-window.ts),
 * when their booking no longer keeps its slot. The scheduled job closes them (app/workflows/expired-checkouts).
 */
import { and, asc, eq, lte } from "drizzle-orm";
import { UNPAID_HOLD_MINUTES } from "~/lib/checkout-window";
import type { Db } from "~db/client.server";
import { payments } from "~db/schema";
import type { ProviderName } from "./payment-provider";

const holdEndedBy = (now: Date) => new Date(now.getTime() - UNPAID_HOLD_MINUTES * 60_000);

const expired = (provider: ProviderName, now: Date) =>
  and(
    eq(payments.provider, provider),
    eq(payments.status, "pending"),
    lte(payments.createdAt, holdEndedBy(now)),
  );

/** The sessions of `provider`'s checkouts whose hold was over at `now`, oldest first (at most `limit`). */
export async function expiredCheckouts(
  db: Db,
  provider: ProviderName,
  now: Date,
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .select({ sessionId: payments.providerSessionId })
    .from(payments)
    .where(expired(provider, now))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit);
  return rows.map((row) => row.sessionId);
}

/**
 * Inside a transaction: locks the checkout's payment row if it is still pending and past its hold, and says
 * whether it was (a payment, a fresh checkout or the provider's own expiry event may have come first).
 */
export async function lockExpiredCheckout(db: Db, provider: ProviderName, sessionId: string, now: Date) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerSessionId, sessionId), expired(provider, now)))
    .for("update");
  return rows.length > 0;
}
