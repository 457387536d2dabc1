/**
 * A review sent by its one-time link, from the JSON API or the review page's own post: stored pending
 * (app/features/reviews/review-submission.server.ts), and the owner told it waits for approval, once.
 */
import { submitReview } from "~/features/reviews/review-submission.server";
import type { ReviewInput } from "~/features/reviews/review.schema";
import { alertOwner } from "./owner-alerts.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

export async function receiveReview(
  deps: Pick<PaymentFlowDeps, "db" | "jobs" | "logger">,
  token: string,
  input: ReviewInput,
) {
  const review = await submitReview(deps.db, token, input);
  await alertOwner(deps, { kind: "review-pending", reviewId: review.id });
  return review;
}
