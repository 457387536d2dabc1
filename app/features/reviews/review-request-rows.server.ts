/**
 * The review requests a completed visit earns (docs/reviews.md): made once per booking the morning after the
 * visit, and what their mail needs.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { businessClock, businessInstant, businessToday } from "~/lib/dates";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import { reviewRequests } from "~db/schema";
import type { ReviewedVisit } from "./review";
import { visitOf } from "./review-naming.server";
import { newReviewLink } from "./review-token.server";

/** Requests go out from this business-time hour on, the morning after the visit was completed. */
export const REQUEST_HOUR = "09:00";
/** A visit completed longer ago than this is not asked about any more (a site that was down for a while). */
export const REQUEST_WITHIN_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The requests due at `now`, made once per booking: from 9:00 AM business time, for each booking with a
 * visit completed before today (business time) and within the last 14 days. The unique booking id makes a
 * request once, however many workers run this at the same time. Returns the bookings it made one for.
 */
export async function makeDueRequests(db: Db, secret: string, now: Date): Promise<number[]> {
  if (businessClock(now) < REQUEST_HOUR) return [];
  const startOfToday = businessInstant(businessToday(now), "00:00");
  const oldest = new Date(now.getTime() - REQUEST_WITHIN_DAYS * DAY_MS);
  const due = await selectRows<{ bookingId: number; customerId: number }>(
    db,
    sql`select b.id as "bookingId", b.customer_id as "customerId" from bookings b
      where exists (select 1 from appointments a where a.booking_id = b.id and a.status = 'completed'
          and a.completed_at < ${at(startOfToday)} and a.completed_at >= ${at(oldest)})
        and not exists (select 1 from review_requests r where r.booking_id = b.id)
      order by b.id`,
  );
  const made: number[] = [];
  for (const { bookingId, customerId } of due) {
    const { nonce, hash } = newReviewLink(secret);
    const inserted = await db
      .insert(reviewRequests)
      .values({ bookingId, customerId, tokenNonce: nonce, tokenHash: hash })
      .onConflictDoNothing({ target: reviewRequests.bookingId })
      .returning({ id: reviewRequests.id });
    if (inserted.length > 0) made.push(bookingId);
  }
  return made;
}

/** Requests whose mail is not queued yet (made by an earlier run that could not queue it, too). */
export async function unsentRequests(db: Db): Promise<number[]> {
  const rows = await db
    .select({ bookingId: reviewRequests.bookingId })
    .from(reviewRequests)
    .where(and(isNull(reviewRequests.sentAt), isNull(reviewRequests.usedAt)))
    .orderBy(reviewRequests.id);
  return rows.map((row) => row.bookingId);
}

export async function markRequestSent(db: Db, bookingId: number, now: Date) {
  await db
    .update(reviewRequests)
    .set({ sentAt: now })
    .where(and(eq(reviewRequests.bookingId, bookingId), isNull(reviewRequests.sentAt)));
}

/** What the request mail of a booking needs; undefined when there is nobody or nothing left to ask about. */
export async function requestForMail(db: Db, bookingId: number) {
  const [row] = await selectRows<{
    email: string;
    name: string;
    nonce: string;
    used: boolean;
    visit: ReviewedVisit | null;
  }>(
    db,
    sql`select c.email, c.name, r.token_nonce as nonce, r.used_at is not null as used,
        ${visitOf(sql`r.booking_id`)} as visit
      from review_requests r join customers c on c.id = r.customer_id
      where r.booking_id = ${bookingId}`,
  );
  if (!row || row.used || !row.visit) return undefined;
  return { ...row, visit: row.visit };
}
