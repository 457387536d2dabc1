/** A review request's link: the page it opens, and the one review it gives (pending until approved). */
import { eq, sql } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { isUniqueViolation, selectRows } from "~db/rows";
import { reviewRequests, reviews } from "~db/schema";
import type { ReviewedVisit, ReviewRequestView } from "./review";
import { shortName, visitOf } from "./review-naming.server";
import { hashReviewToken, isReviewToken } from "./review-token.server";
import type { ReviewInput } from "./review.schema";

export const LINK_NOT_FOUND = "This review link is not valid. Please check the link in your email.";
export const ALREADY_REVIEWED = "You have already reviewed this visit. Thank you!";

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
