/** The clock's side of estimates (docs/estimates.md): expiry after the valid-until date, the follow-up. */
import { and, eq, gte, inArray, isNull, lt, lte } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import type { Db } from "~db/client.server";
import { estimates } from "~db/schema";

const UNANSWERED = ["sent", "viewed", "changes_requested"] as const;

/** Estimates still unanswered after their valid-until date become expired; answers their ids. */
export async function expireEstimates(db: Db, now = new Date()) {
  const rows = await db
    .update(estimates)
    .set({ status: "expired" })
    .where(
      and(
        inArray(estimates.status, [...UNANSWERED]),
        lt(estimates.validUntil, businessToday(now)),
        isNull(estimates.supersededAt),
      ),
    )
    .returning({ id: estimates.id });
  return rows.map((r) => r.id);
}

export const FOLLOW_UP_AFTER_DAYS = 3;

/**
 * Sent estimates nobody answered for three days and not followed up yet (still valid). The follow-up's job
 * is keyed by the estimate and its sending, so two runs that find the same one queue one mail.
 */
export async function dueFollowUps(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * 24 * 3600 * 1000);
  return db
    .select({ id: estimates.id, sentAt: estimates.sentAt })
    .from(estimates)
    .where(
      and(
        inArray(estimates.status, ["sent", "viewed"]),
        lte(estimates.sentAt, cutoff),
        isNull(estimates.followedUpAt),
        isNull(estimates.supersededAt),
        gte(estimates.validUntil, businessToday(now)),
      ),
    );
}

export async function markFollowedUp(db: Db, id: number, now = new Date()) {
  await db.update(estimates).set({ followedUpAt: now }).where(eq(estimates.id, id));
}

/** The estimate a follow-up or a sent mail is about, with the nonce its link is made from. */
export async function estimateForMail(db: Db, id: number) {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id));
  return row;
}
