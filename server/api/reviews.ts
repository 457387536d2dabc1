import { Router } from "express";
import { approvedSummary, listApprovedReviews } from "~/features/reviews/public-reviews.server";
import { submitReview } from "~/features/reviews/review-submission.server";
import { reviewSchema } from "~/features/reviews/review.schema";
import { parseListParams } from "~/lib/list-query";
import type { Db } from "~db/client.server";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";
import { bodyOf, queryOf } from "./input";

/** The approved reviews come ten to a page unless asked otherwise (at most 100). */
const REVIEWS_PAGE_SIZE = 10;

/**
 * GET /api/reviews: approved reviews, newest first, a page at a time, with the summary of all of them.
 * POST /api/reviews/{token}: the review of a request's one-time link, stored pending the owner's approval;
 * rate-limited per client like the estimate links, so that a token cannot be guessed by trying.
 */
export function reviewsRouter(db: Db) {
  const router = Router();
  router.use("/reviews/:token", rateLimit(db, "reviews", RATE_LIMITS.estimates));

  router.get("/reviews", async (req, res) => {
    const { page, pageSize } = parseListParams(
      queryOf(req),
      ["reviewedOn"],
      "-reviewedOn",
      REVIEWS_PAGE_SIZE,
    );
    const [list, summary] = await Promise.all([
      listApprovedReviews(db, { page, pageSize }),
      approvedSummary(db),
    ]);
    res.json({ ...list, summary });
  });

  router.post("/reviews/:token", async (req, res) => {
    res.set("X-Robots-Tag", "noindex");
    const input = bodyOf(reviewSchema, req);
    const review = await submitReview(db, String(req.params.token), input);
    res.status(201).json({ id: review.id, status: review.status });
  });

  return router;
}
