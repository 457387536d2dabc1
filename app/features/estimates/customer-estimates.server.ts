/**
 * The customer's side of an estimate (docs/estimates.md): opening it by its link, its page's report that it
 * was seen, declining, asking for changes.
 */
import { and, eq, sql } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { estimates } from "~db/schema";
import { closedReason, SUPERSEDED, type EstimateRow } from "./estimate-rows.server";
import { hashEstimateToken, isEstimateToken } from "./estimate-token.server";

export const ESTIMATE_LINK_NOT_FOUND =
  "This estimate link is not valid. Please check the link in your email.";

/** The estimate of a link, locked when `lock`; a wrong token is a 404, a replaced revision's one says so. */
export async function estimateOfToken(db: Db, token: string, { lock = false } = {}): Promise<EstimateRow> {
  if (!isEstimateToken(token)) throw notFound(ESTIMATE_LINK_NOT_FOUND);
  const query = db
    .select()
    .from(estimates)
    .where(eq(estimates.tokenHash, hashEstimateToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(ESTIMATE_LINK_NOT_FOUND);
  if (row.supersededAt) throw notFound(SUPERSEDED);
  return row;
}

/**
 * The customer's browser showed the estimate (its page posts this once shown), or the customer answered
 * it: a sent estimate becomes viewed (once). Never on a GET, which crawlers and link previews make too.
 * Answers whether this call was the first view.
 */
export async function markViewed(db: Db, id: number): Promise<boolean> {
  const changed = await db
    .update(estimates)
    .set({ status: "viewed", viewedAt: sql`now()` })
    .where(and(eq(estimates.id, id), eq(estimates.status, "sent")))
    .returning({ id: estimates.id });
  return changed.length > 0;
}

/** The estimate can no longer be answered (409), with the reason the page gives. */
export class EstimateClosedError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export function assertOpen(row: EstimateRow, now: Date) {
  const reason = closedReason(row, businessToday(now));
  if (reason) throw new EstimateClosedError(reason);
}

/** An answer is a view too: the first time the estimate was seen, or now. */
const seenNow = sql`coalesce(${estimates.viewedAt}, now())`;

export async function declineEstimate(db: Db, token: string, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await estimateOfToken(tx, token, { lock: true });
    assertOpen(row, now);
    await tx
      .update(estimates)
      .set({ status: "declined", declineReason: reason || null, decidedAt: sql`now()`, viewedAt: seenNow })
      .where(eq(estimates.id, row.id));
    return row;
  });
}

export async function requestChanges(db: Db, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await estimateOfToken(tx, token, { lock: true });
    assertOpen(row, now);
    await tx
      .update(estimates)
      .set({ status: "changes_requested", viewedAt: seenNow })
      .where(eq(estimates.id, row.id));
    return row;
  });
}
