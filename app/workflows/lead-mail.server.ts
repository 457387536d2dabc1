/**
 * A lead just stored (docs/mail.md): the sender's acknowledgment with its reference, and the owner's alert.
 * Each is a job keyed by the lead, so the request never waits for mail and a lead is answered once.
 */
import { leadAcknowledgmentMail, loadLead } from "~/features/leads/lead-mail.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import { alertOwner } from "./owner-alerts.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

export type LeadMailDeps = Pick<PaymentFlowDeps, "jobs" | "logger">;

/** Queues both mails of a stored lead; a queue that cannot be reached is logged, the lead stays stored. */
export async function tellAboutLead(deps: LeadMailDeps, lead: "quote" | "message", id: number) {
  try {
    await deps.jobs.enqueue("mail.lead-acknowledgment", { lead, id }, { key: `${lead}:${id}` });
  } catch (err) {
    deps.logger.error({ err, lead, id }, "lead acknowledgment could not be queued");
  }
  await alertOwner(
    deps,
    lead === "quote" ? { kind: "quote-request", quoteRequestId: id } : { kind: "message", messageId: id },
  );
}

/** The job: the sender's acknowledgment; none once the lead was deleted or without business settings. */
export async function sendLeadAcknowledgment(
  { db, mailer }: MailJobDeps,
  { lead, id }: JobPayloads["mail.lead-acknowledgment"],
) {
  const [stored, business] = await Promise.all([loadLead(db, lead, id), getBusinessSettings(db)]);
  if (stored && business) await mailer.send(leadAcknowledgmentMail(stored, business));
}
