import { listAdminReviews, reviewCounts } from "~/features/reviews/admin-reviews.server";
import { REVIEW_FILTERS } from "~/features/reviews/review";
import { paramOneOf, parseListParams } from "~/lib/list-query";
import type { Db } from "~db/client.server";

/** The same list as GET /api/admin/reviews; the pending ones unless `status` says otherwise. */
export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["reviewedOn"], "-reviewedOn");
  const filter = paramOneOf(params, "status", REVIEW_FILTERS) ?? "pending";
  const [items, counts] = await Promise.all([
    listAdminReviews(db, { status: filter === "all" ? undefined : filter, page, pageSize }),
    reviewCounts(db),
  ]);
  return { filter, page: items, counts };
}
