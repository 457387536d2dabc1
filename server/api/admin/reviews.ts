import { Router } from "express";
import { listAdminReviews, reviewCounts, setReviewStatus } from "~/features/reviews/admin-reviews.server";
import { reviewDecisionSchema } from "~/features/reviews/review.schema";
import { notFound } from "~/lib/domain-error";
import { paramOneOf, parseListParams } from "~/lib/list-query";
import { REVIEW_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { bodyOf, idParam, queryOf } from "~server/api/input";

/**
 * /api/admin/reviews: every review with its visit, one status or all (pending first), and the owner's
 * decision. A decision is an admin write, so it clears the public pages' cache (the home page shows it).
 */
export function reviewsRouter(db: Db) {
  const router = Router();

  router.get("/reviews", async (req, res) => {
    const params = queryOf(req);
    const { page, pageSize } = parseListParams(params, ["reviewedOn"], "-reviewedOn");
    const status = paramOneOf(params, "status", REVIEW_STATUSES);
    const [list, counts] = await Promise.all([
      listAdminReviews(db, { status, page, pageSize }),
      reviewCounts(db),
    ]);
    res.json({ ...list, counts });
  });

  router.put("/reviews/:id", async (req, res) => {
    const id = idParam(req, "id", "review id");
    const { status } = bodyOf(reviewDecisionSchema, req);
    const review = await setReviewStatus(db, id, status);
    if (!review) throw notFound("Review not found");
    res.json(review);
  });

  return router;
}
