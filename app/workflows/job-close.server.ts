/**
 * The end of a job (docs/jobs.md): marked complete, with the completion invoice issued
 * (job-completion.server.ts) and the customer asked for a review as a completed visit asks them
 * (review-requests.server.ts), once per job; then closed, once nothing is owed or waiting.
 */
import {
  assertJob,
  bookingToReview,
  closeRefusal,
  JobStateError,
  lockJob,
  markClosed,
} from "~/features/jobs/job-closing.server";
import { JOB_NOT_FOUND } from "~/features/jobs/job-detail.server";
import { jobRecords } from "~/features/jobs/job-records.server";
import { markRequestSent } from "~/features/reviews/review-request-rows.server";
import { newReviewLink } from "~/features/reviews/review-token.server";
import { notFound } from "~/lib/domain-error";
import { reviewRequests } from "~db/schema";
import type { EstimateFlowDeps } from "./estimate-notices.server";
import { completeJob } from "./job-completion.server";

/**
 * The review request of a completed job: one request for its latest visit, its mail queued at once with the
 * key a visit's request uses (so it goes once); the scheduled review job queues a mail that could not be
 * queued here. A job without a visit (or with cancelled ones only) has nothing to ask about.
 */
async function askForReview(deps: EstimateFlowDeps, estimateId: number) {
  const visit = await bookingToReview(deps.db, estimateId);
  if (!visit) return;
  const { nonce, hash } = newReviewLink(deps.linkSecret);
  const made = await deps.db
    .insert(reviewRequests)
    .values({ ...visit, tokenNonce: nonce, tokenHash: hash })
    .onConflictDoNothing({ target: reviewRequests.bookingId })
    .returning({ id: reviewRequests.id });
  if (made.length === 0) return;
  try {
    await deps.jobs.enqueue(
      "mail.review-request",
      { bookingId: visit.bookingId },
      { key: `review:${visit.bookingId}` },
    );
    await markRequestSent(deps.db, visit.bookingId, new Date());
  } catch (err) {
    deps.logger.error({ err, bookingId: visit.bookingId }, "review request mail could not be queued");
  }
}

/** Marks the job of estimate `estimateId` complete and asks for the review; complete already: 409. */
export async function finishJob(deps: EstimateFlowDeps, estimateId: number) {
  await assertJob(deps.db, estimateId);
  // completeJob refuses a job complete already (409), under the estimate's lock: a double click asks once.
  await completeJob(deps, estimateId);
  await askForReview(deps, estimateId);
}

/** Closes the job: refused (409, saying why) while anything is owed or waiting, or before it is complete. */
export async function closeJob(deps: Pick<EstimateFlowDeps, "db">, estimateId: number, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    await lockJob(tx, estimateId);
    const job = await jobRecords(tx, estimateId, now, { inTransaction: true });
    if (!job) throw notFound(JOB_NOT_FOUND);
    const refusal = closeRefusal(job);
    if (refusal) throw new JobStateError(refusal);
    await markClosed(tx, estimateId);
  });
}
