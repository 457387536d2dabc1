/** The back office's reviews: the list by status, the counts per status, and the owner's approval. */
import { eq, sql } from "drizzle-orm";
import type { Page, ReviewStatus } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { isoTimestamp, selectRows } from "~db/rows";
import { reviews } from "~db/schema";
import type { AdminReview } from "./admin-endpoints";
import { visitOf } from "./review-naming.server";

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
