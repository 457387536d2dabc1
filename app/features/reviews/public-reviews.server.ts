/** What the site shows of reviews: approved ones only, newest first, with their summary. */
import { desc, eq, sql } from "drizzle-orm";
import { ratingSummary } from "~/lib/rating-summary";
import type { Page } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { reviews } from "~db/schema";
import type { PublicReview, PublicReviews, RatingSummary } from "./review";

/** Approved reviews the home page and its structured data show (the summary counts them all). */
export const REVIEWS_ON_HOME_PAGE = 6;

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
