import { Router, type RequestHandler } from "express";
import { publicReviewEndpoints as endpoints } from "~/features/reviews/public-endpoints";
import { approvedSummary, listApprovedReviews } from "~/features/reviews/public-reviews.server";
import { parseListParams } from "~/lib/list-query";
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import { receiveReview } from "~/workflows/receive-review.server";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";

/** The approved reviews come ten to a page unless asked otherwise (at most 100). */
const REVIEWS_PAGE_SIZE = 10;

/** A review link's answers, refusals included, are kept out of search engines. */
const noindex: RequestHandler = (_req, res, next) => {
  res.set("X-Robots-Tag", "noindex");
  next();
};

/**
 * GET /api/reviews: approved reviews, newest first, a page at a time, with the summary of all of them.
 * POST /api/reviews/{token}: the review of a request's one-time link, stored pending the owner's approval;
 * rate-limited per client like the estimate links, so that a token cannot be guessed by trying.
 */
export function reviewsRouter(db: Db, flows: Pick<PaymentFlowDeps, "jobs" | "logger">) {
  const router = Router();
  const base = "/api";
  router.use("/reviews/:token", rateLimit(db, "reviews", RATE_LIMITS.estimates));

  serve(router, base, endpoints.list, async ({ query }) => {
    const { page, pageSize } = parseListParams(query, ["reviewedOn"], "-reviewedOn", REVIEWS_PAGE_SIZE);
    const [list, summary] = await Promise.all([
      listApprovedReviews(db, { page, pageSize }),
      approvedSummary(db),
    ]);
    return { ...list, summary };
  });

  serve(
    router,
    base,
    endpoints.send,
    async ({ params, body }) => {
      const review = await receiveReview({ db, ...flows }, params.token, body);
      return { id: review.id, status: review.status };
    },
    { guards: [noindex] },
  );

  return router;
}
