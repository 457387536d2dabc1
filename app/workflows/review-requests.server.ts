/**
 * Review requests (docs/reviews.md): the scheduled job that asks, the morning after a visit was completed,
 * each customer for a review by a one-time link, and the job that sends that mail. Everyone with a completed
 * visit is asked the same way; nothing decides who is asked by what they might say.
 */
import { reviewRequestMail } from "~/features/reviews/review-mail.server";
import {
  makeDueRequests,
  markRequestSent,
  requestForMail,
  unsentRequests,
} from "~/features/reviews/review-request-rows.server";
import { reviewPath, reviewToken } from "~/features/reviews/review-token.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

type QueueDeps = Pick<PaymentFlowDeps, "db" | "jobs" | "logger"> & { linkSecret: string };

/**
 * The scheduled job at `now`: makes the requests due (from 9:00 AM business time) and queues each request's
 * mail once (key `review:{bookingId}`), then notes it sent. A request whose mail could not be queued stays
 * unsent and is queued by the next run; two workers running this at once still queue one mail.
 */
export async function queueReviewRequests(deps: QueueDeps, now = new Date()): Promise<number> {
  await makeDueRequests(deps.db, deps.linkSecret, now);
  const unsent = await unsentRequests(deps.db);
  for (const bookingId of unsent) {
    try {
      await deps.jobs.enqueue("mail.review-request", { bookingId }, { key: `review:${bookingId}` });
      await markRequestSent(deps.db, bookingId, now);
    } catch (err) {
      deps.logger.error({ err, bookingId }, "review request mail could not be queued");
    }
  }
  return unsent.length;
}

export interface ReviewMailDeps extends MailJobDeps {
  linkSecret: string;
}

/** The job: the request's mail with its link, unless the review was written meanwhile. */
export async function sendReviewRequestMail(
  deps: ReviewMailDeps,
  { bookingId }: JobPayloads["mail.review-request"],
) {
  const request = await requestForMail(deps.db, bookingId);
  if (!request) return;
  const settings = await getBusinessSettings(deps.db);
  const link = `${deps.siteUrl}${reviewPath(reviewToken(deps.linkSecret, request.nonce))}`;
  await deps.mailer.send(
    reviewRequestMail({
      to: request.email,
      name: request.name,
      visit: request.visit,
      link,
      business: { name: settings?.businessName ?? "us", phone: settings?.phone ?? "" },
    }),
  );
}
