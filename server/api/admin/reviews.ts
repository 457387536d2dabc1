import { Router } from "express";
import { adminReviewEndpoints as endpoints } from "~/features/reviews/admin-endpoints";
import { listAdminReviews, reviewCounts, setReviewStatus } from "~/features/reviews/admin-reviews.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import { paramOneOf, parseListParams } from "~/lib/list-query";
import { REVIEW_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";

/**
 * /api/admin/reviews: every review with its visit, one status or all (pending first), and the owner's
 * decision. A decision is an admin write, so it clears the public pages' cache (the home page shows it).
 */
export function reviewsRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";

  serve(router, base, endpoints.list, async ({ query }) => {
    const { page, pageSize } = parseListParams(query, ["reviewedOn"], "-reviewedOn");
    const status = paramOneOf(query, "status", REVIEW_STATUSES);
    const [list, counts] = await Promise.all([
      listAdminReviews(db, { status, page, pageSize }),
      reviewCounts(db),
    ]);
    return { ...list, counts };
  });

  serve(router, base, endpoints.decide, async ({ params, body }) => {
    const review = await setReviewStatus(db, parseId(params.id, "review id"), body.status);
    if (!review) throw notFound("Review not found");
    return review;
  });

  return router;
}
