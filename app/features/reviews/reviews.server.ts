/**
 * Reviews (docs/reviews.md): the requests a completed visit earns, the review a request's link gives once,
 * the owner's approval, and what the site shows: approved reviews only, with their summary.
 */
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { isoTimestamp, selectRows } from "../../../db/rows";
import { reviewRequests, reviews } from "../../../db/schema";
import { businessClock, businessInstant, businessToday } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import { ratingSummary } from "~/lib/rating-summary";
import type { Page, ReviewStatus } from "~/lib/vocabulary";
import type { ReviewInput } from "./review.schema";
import { hashReviewToken, isReviewToken, newReviewLink } from "./review-token.server";
import type {
  AdminReview,
  PublicReview,
  PublicReviews,
  RatingSummary,
  ReviewedVisit,
  ReviewRequestView,
} from "./review";

/** Requests go out from this business-time hour on, the morning after the visit was completed. */
export const REQUEST_HOUR = "09:00";
/** A visit completed longer ago than this is not asked about any more (a site that was down for a while). */
export const REQUEST_WITHIN_DAYS = 14;
export const LINK_NOT_FOUND = "This review link is not valid. Please check the link in your email.";
export const ALREADY_REVIEWED = "You have already reviewed this visit. Thank you!";
/** Approved reviews the home page and its structured data show (the summary counts them all). */
export const REVIEWS_ON_HOME_PAGE = 6;

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The visit of a booking as a review names it: its services that were not cancelled, in booking order, and
 * its first day. `bookingId` is an SQL expression.
 */
const visitOf = (bookingId: SQL) => sql`(select case when count(*) = 0 then null else json_build_object(
    'services', json_agg(a.service_name order by a.id), 'date', min(a.date)::text) end
  from appointments a where a.booking_id = ${bookingId} and a.status <> 'cancelled')`;

/** "Pat Customer" -> "Pat C.": how a review is signed unless the customer writes another name. */
export function shortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = words[0]!;
  const last = words.length > 1 ? words.at(-1)! : "";
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

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

type RequestRow = { id: number; customerId: number; usedAt: Date | null };

async function requestOfToken(db: Db, token: string, lock = false): Promise<RequestRow> {
  if (!isReviewToken(token)) throw notFound(LINK_NOT_FOUND);
  const query = db
    .select({ id: reviewRequests.id, customerId: reviewRequests.customerId, usedAt: reviewRequests.usedAt })
    .from(reviewRequests)
    .where(eq(reviewRequests.tokenHash, hashReviewToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

/** The review page of a link: the visit, the suggested name, and whether it was used. A wrong link is a 404. */
export async function openReviewRequest(db: Db, token: string): Promise<ReviewRequestView> {
  const request = await requestOfToken(db, token);
  const [row] = await selectRows<{ name: string; visit: ReviewedVisit | null }>(
    db,
    sql`select c.name, ${visitOf(sql`r.booking_id`)} as visit
      from review_requests r join customers c on c.id = r.customer_id where r.id = ${request.id}`,
  );
  return {
    visit: row?.visit ?? { services: [], date: "" },
    suggestedAuthor: shortName(row?.name ?? ""),
    used: request.usedAt !== null,
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === "23505" || causeCode === "23505";
};

/**
 * The review of a link, stored once and pending until the owner approves it. The request row is locked and
 * marked used in the same transaction, so a second submission (even at the same moment) waits and is
 * refused; the unique request id of a review is the last guard.
 */
export async function submitReview(db: Db, token: string, input: ReviewInput, now = new Date()) {
  try {
    return await db.transaction(async (tx) => {
      const request = await requestOfToken(tx, token, true);
      if (request.usedAt) throw new DomainError("conflict", ALREADY_REVIEWED);
      await tx.update(reviewRequests).set({ usedAt: now }).where(eq(reviewRequests.id, request.id));
      const [row] = await tx
        .insert(reviews)
        .values({
          author: input.author,
          rating: input.rating,
          text: input.text,
          reviewedOn: businessToday(now),
          status: "pending",
          requestId: request.id,
          customerId: request.customerId,
        })
        .returning({ id: reviews.id, status: reviews.status });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", ALREADY_REVIEWED);
    throw error;
  }
}

const APPROVED = eq(reviews.status, "approved");

const PUBLIC_COLUMNS = {
  author: reviews.author,
  rating: reviews.rating,
  text: reviews.text,
  reviewedOn: reviews.reviewedOn,
};

/** The summary of every approved review: average to one decimal, and count. */
export async function approvedSummary(db: Db): Promise<RatingSummary> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(APPROVED);
  return ratingSummary(row?.sum ?? 0, row?.count ?? 0);
}

/** Approved reviews, newest first. */
export async function listApprovedReviews(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<PublicReview>> {
  const [items, [total]] = await Promise.all([
    db
      .select(PUBLIC_COLUMNS)
      .from(reviews)
      .where(APPROVED)
      .orderBy(desc(reviews.reviewedOn), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(APPROVED),
  ]);
  return { items, total: total?.count ?? 0, page, pageSize };
}

/** The newest approved reviews and the summary of all of them: the home page's section and structured data. */
export async function loadPublicReviews(db: Db, limit = REVIEWS_ON_HOME_PAGE): Promise<PublicReviews> {
  const [page, summary] = await Promise.all([
    listApprovedReviews(db, { page: 1, pageSize: limit }),
    approvedSummary(db),
  ]);
  return { reviews: page.items, summary };
}

const ADMIN_COLUMNS = sql`rv.id, rv.author, rv.rating, rv.text, rv.reviewed_on::text as "reviewedOn", rv.status,
  ${isoTimestamp(sql`rv.created_at`)} as "createdAt",
  case when r.booking_id is null then null else ${visitOf(sql`r.booking_id`)} end as visit`;

/** The back office's list: one status, or all with the pending ones first; newest first within. */
export async function listAdminReviews(
  db: Db,
  { status, page, pageSize }: { status?: ReviewStatus; page: number; pageSize: number },
): Promise<Page<AdminReview>> {
  const where = status ? sql`rv.status = ${status}` : sql`true`;
  const [items, [total]] = await Promise.all([
    selectRows<AdminReview>(
      db,
      sql`select ${ADMIN_COLUMNS} from reviews rv left join review_requests r on r.id = rv.request_id
        where ${where}
        order by (rv.status = 'pending') desc, rv.reviewed_on desc, rv.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    selectRows<{ count: number }>(db, sql`select count(*)::int as count from reviews rv where ${where}`),
  ]);
  return { items, total: total?.count ?? 0, page, pageSize };
}

/** How many reviews have each status (the filter's labels). */
export async function reviewCounts(db: Db): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .select({ status: reviews.status, count: sql<number>`count(*)::int` })
    .from(reviews)
    .groupBy(reviews.status);
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, hidden: 0 };
  for (const row of rows) counts[row.status as ReviewStatus] = row.count;
  return counts;
}

/** The owner's decision on a review; undefined when there is no such review. */
export async function setReviewStatus(
  db: Db,
  id: number,
  status: "approved" | "hidden",
): Promise<AdminReview | undefined> {
  const updated = await db
    .update(reviews)
    .set({ status, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  if (updated.length === 0) return undefined;
  const [row] = await selectRows<AdminReview>(
    db,
    sql`select ${ADMIN_COLUMNS} from reviews rv left join review_requests r on r.id = rv.request_id
      where rv.id = ${id}`,
  );
  return row;
}
