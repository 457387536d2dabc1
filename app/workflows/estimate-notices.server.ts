/**
 * The mail about estimates (docs/estimates.md): the estimate sent with its link and PDF, the follow-up
 * three days later, and what the customer answered, told to the business (and, once approved, to the
 * customer). Each is a job, queued once per event; an attempt builds the mail from the database as it is
 * then. The scheduled jobs that queue follow-ups and expire estimates are here too.
 */
import { eq } from "drizzle-orm";
import {
  dueFollowUps,
  estimateForMail,
  expireEstimates,
  markFollowedUp,
} from "~/features/estimates/estimate-expiry-follow-up.server";
import { markSent } from "~/features/estimates/estimate-lifecycle.server";
import {
  estimateApprovedBusinessMail,
  estimateApprovedCustomerMail,
  estimateChangesBusinessMail,
  estimateDepositRefundedMail,
  estimateDeclinedBusinessMail,
  estimateFollowUpMail,
  estimateScheduledCustomerMail,
  estimateSentMail,
} from "~/features/estimates/estimate-mail.server";
import { renderEstimatePdf } from "~/features/estimates/estimate-pdf.server";
import { estimateView, publicView } from "~/features/estimates/estimate-rows.server";
import { estimatePath, estimateToken } from "~/features/estimates/estimate-token.server";
import { businessToday } from "~/lib/dates";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import { contactMessages, payments } from "~db/schema";
import type { MailJobDeps } from "./booking-confirmation.server";
import { textEstimateSent } from "./customer-texts.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { queueMail, type MailQueue } from "./queue-mail.server";

/** What the estimate flows need beyond the payment flows': the secret the links are made with. */
export interface EstimateFlowDeps extends PaymentFlowDeps {
  linkSecret: string;
}

const queue = <N extends "mail.estimate-notice" | "mail.estimate-sent" | "mail.estimate-follow-up">(
  deps: MailQueue,
  name: N,
  data: JobPayloads[N],
  key: string,
) => queueMail(deps, name, data, key, { record: "estimate", ids: { estimateId: data.estimateId } });

/** The estimate was approved (deposit paid, or none due): both sides hear of it, once. */
export async function tellEstimateApproved(deps: MailQueue, estimateId: number) {
  for (const audience of ["business", "customer"] as const) {
    await queue(
      deps,
      "mail.estimate-notice",
      { estimateId, event: "approved", audience },
      `${estimateId}:approved:${audience}`,
    );
  }
}

/** The customer hears of the days of the work; each scheduling (`at`) is its own mail. */
export async function tellEstimateScheduled(deps: MailQueue, estimateId: number, at: Date) {
  await queue(
    deps,
    "mail.estimate-notice",
    { estimateId, event: "scheduled", audience: "customer" },
    `${estimateId}:scheduled:${at.getTime()}`,
  );
}

/** A deposit the site gave back on its own (the estimate changed while it was being paid): both sides hear. */
export async function tellEstimateDepositRefunded(deps: MailQueue, estimateId: number, paymentId: number) {
  for (const audience of ["customer", "business"] as const) {
    await queue(
      deps,
      "mail.estimate-notice",
      { estimateId, event: "refunded", audience, paymentId },
      `${estimateId}:refunded:${paymentId}:${audience}`,
    );
  }
}

export async function tellEstimateDeclined(deps: MailQueue, estimateId: number) {
  await queue(
    deps,
    "mail.estimate-notice",
    { estimateId, event: "declined", audience: "business" },
    `${estimateId}:declined`,
  );
}

export async function tellChangesRequested(deps: MailQueue, estimateId: number, messageId: number) {
  await queue(
    deps,
    "mail.estimate-notice",
    { estimateId, event: "changes", audience: "business", messageId },
    `${estimateId}:changes:${messageId}`,
  );
}

/**
 * Sends an estimate: a new link, the status `sent`, and its mail queued for this sending (sending again
 * makes a new link and a second mail; the old link stops working).
 */
export async function sendEstimate(deps: EstimateFlowDeps, estimateId: number) {
  const { sentAt } = await markSent(deps.db, estimateId, deps.linkSecret);
  await queue(deps, "mail.estimate-sent", { estimateId }, `${estimateId}:${sentAt.getTime()}`);
}

export interface EstimateMailDeps extends MailJobDeps {
  linkSecret: string;
}

/** The estimate as its mail shows it, with its link; undefined when there is nothing to send any more. */
async function mailable(deps: EstimateMailDeps, estimateId: number) {
  const row = await estimateForMail(deps.db, estimateId);
  if (!row || !row.tokenNonce || row.supersededAt) return undefined;
  const view = await estimateView(deps.db, row, businessToday());
  const link = `${deps.siteUrl}${estimatePath(estimateToken(deps.linkSecret, row.tokenNonce))}`;
  return { row, view, link };
}

/** The job: the customer's mail with the link and the PDF, and the link by text (docs/texts.md). */
export async function sendEstimateMail(
  deps: EstimateMailDeps,
  { estimateId }: JobPayloads["mail.estimate-sent"],
) {
  const found = await mailable(deps, estimateId);
  if (!found) return;
  await textEstimateSent(deps.db, { ...found.row, tokenNonce: found.row.tokenNonce! }, found.link);
  const pdf = await renderEstimatePdf(publicView(found.view));
  await deps.mailer.send(estimateSentMail(found.view, found.link, pdf));
}

/** The job: the follow-up, unless the customer answered meanwhile. */
export async function sendEstimateFollowUp(
  deps: EstimateMailDeps,
  { estimateId }: JobPayloads["mail.estimate-follow-up"],
) {
  const found = await mailable(deps, estimateId);
  if (!found || !["sent", "viewed"].includes(found.row.status)) return;
  const pdf = await renderEstimatePdf(publicView(found.view));
  await deps.mailer.send(estimateFollowUpMail(found.view, found.link, pdf));
}

/** The job: one side's mail about the customer's answer. */
export async function sendEstimateNotice(deps: MailJobDeps, notice: JobPayloads["mail.estimate-notice"]) {
  const row = await estimateForMail(deps.db, notice.estimateId);
  if (!row) return;
  const view = await estimateView(deps.db, row, businessToday());
  const { siteUrl, mailer } = deps;
  if (notice.event === "approved") {
    await mailer.send(
      notice.audience === "business"
        ? estimateApprovedBusinessMail(view, siteUrl)
        : estimateApprovedCustomerMail(view, siteUrl),
    );
  } else if (notice.event === "refunded") {
    const [payment] = await deps.db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.id, notice.paymentId ?? 0));
    if (!payment) return;
    await mailer.send(estimateDepositRefundedMail(view, payment.amount, notice.audience, siteUrl));
  } else if (notice.event === "scheduled") {
    await mailer.send(estimateScheduledCustomerMail(view, siteUrl));
  } else if (notice.event === "declined") {
    await mailer.send(estimateDeclinedBusinessMail(view, siteUrl));
  } else {
    const [message] = notice.messageId
      ? await deps.db
          .select({ text: contactMessages.message })
          .from(contactMessages)
          .where(eq(contactMessages.id, notice.messageId))
      : [];
    await mailer.send(estimateChangesBusinessMail(view, message?.text ?? "", siteUrl));
  }
}

/** The scheduled job: queues the follow-up of each estimate due one, then marks it followed up. */
export async function queueFollowUps(deps: MailQueue & Pick<PaymentFlowDeps, "db">, now = new Date()) {
  const due = await dueFollowUps(deps.db, now);
  for (const { id, sentAt } of due) {
    await deps.jobs.enqueue(
      "mail.estimate-follow-up",
      { estimateId: id },
      { key: `${id}:${sentAt!.getTime()}` },
    );
    await markFollowedUp(deps.db, id, now);
  }
  return due.length;
}

/** The scheduled job: unanswered estimates past their date become expired. */
export async function expireOldEstimates(deps: Pick<PaymentFlowDeps, "db" | "logger">, now = new Date()) {
  const expired = await expireEstimates(deps.db, now);
  if (expired.length > 0) deps.logger.info({ estimates: expired.length }, "estimates expired");
  return expired;
}
