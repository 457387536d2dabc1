/**
 * The owner's "Ask for consent" (docs/job-media.md, docs/mail.md): a mail to the customer with the link to
 * the consent box on their job's (or visit's) page in My Projects. Queued once a day per job or visit at most
 * (a second press the same day queues nothing), built when its job runs, and not sent once the customer has
 * ticked the box meanwhile.
 */
import { isJob, ownerKey, type MediaOwner } from "~/features/job-media/media-owner";
import { consentPagePath, resolveOwner } from "~/features/job-media/media-owners.server";
import { customerConsentOf } from "~/features/job-media/portfolio-consents.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import { businessToday } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { customerMail } from "~/lib/mail/customer-mail.server";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** Queues the mail; answers to whom, and whether it was queued now (false: asked already today). */
export async function askForConsent(
  deps: Pick<PaymentFlowDeps, "db" | "jobs">,
  requested: MediaOwner,
  now = new Date(),
) {
  const { owner, customer } = await resolveOwner(deps.db, requested);
  const queued = await deps.jobs.enqueue("mail.portfolio-consent", owner, {
    key: `${ownerKey(owner)}:${businessToday(now)}`,
  });
  return { sentTo: customer.email, queued };
}

/** The job: the mail, unless the job or visit is gone or the customer ticked the box already. */
export async function sendConsentRequest(
  { db, mailer, siteUrl }: MailJobDeps,
  requested: JobPayloads["mail.portfolio-consent"],
) {
  const facts = await resolveOwner(db, requested).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === "not_found") return undefined;
    throw error;
  });
  if (!facts || (await customerConsentOf(db, facts.owner))) return;
  const settings = await getBusinessSettings(db);
  const business = {
    name: settings?.businessName ?? "",
    phone: settings?.phone ?? "",
    email: settings?.email ?? "",
  };
  const link = `${siteUrl}${await consentPagePath(db, facts.owner)}`;
  const work = isJob(facts.owner) ? `your job, ${facts.title}` : `your visit (${facts.title})`;
  await mailer.send(
    customerMail(facts.customer, business, `May we show photos of your project? (${business.name})`, [
      `Thank you for choosing ${business.name}. We would love to show photos of the work we did for ${work} on our website and social pages.`,
      "",
      "If you agree, open this link, sign in with this email address and tick the box:",
      link,
      "",
      "Nothing is shown without your consent, and never your address.",
    ]),
  );
}
