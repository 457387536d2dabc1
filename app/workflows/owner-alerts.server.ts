/**
 * The owner's alerts by mail (docs/mail.md): each event queues one job, keyed by the event, so that a flow
 * run again (a replayed request, a retried webhook) queues nothing more; the job sends the alert to the
 * business's address in Settings if the owner has that kind of alert on when it runs. The setting is read
 * there, not when queueing: one place decides, the flows that queue need not read the settings row, and an
 * alert turned off while its mail waits (a mail server down) is not sent. With "Also send these alerts by
 * text" on and the owner's mobile set, the new leads and the customers' own visit changes go by text too
 * (docs/texts.md), as do new bookings (booking-confirmation.server.ts).
 */
import { estimateViewedMail, reviewPendingMail } from "~/features/alerts/record-alert-mail.server";
import { loadConfirmedBooking } from "~/features/booking/confirmation.server";
import {
  businessCancelledMail,
  businessRescheduledMail,
  loadCancelledVisit,
} from "~/features/booking/visit-change-mail.server";
import { leadAlertMail, loadLead } from "~/features/leads/lead-mail.server";
import { alertIsOn } from "~/features/settings/owner-alert-settings.server";
import type { OwnerAlertName } from "~/features/settings/owner-alerts";
import { getBusinessSettings, type BusinessSettings } from "~/features/settings/settings.server";
import { queueOwnerText } from "~/features/texts/queue-text.server";
import type { MailMessage } from "~/lib/mail/mailer.server";
import type { OwnerAlert } from "~/lib/queue/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** The Settings checkbox that turns each kind off. */
export const ALERT_SETTING: Record<OwnerAlert["kind"], OwnerAlertName> = {
  "quote-request": "quoteRequests",
  message: "messages",
  "visit-rescheduled": "visitChanges",
  "visit-cancelled": "visitChanges",
  "estimate-viewed": "estimateViews",
  "review-pending": "reviews",
};

/** One job per event: a move is told once per new start (its SEQUENCE and time), so each move is told. */
export function alertKey(alert: OwnerAlert): string {
  switch (alert.kind) {
    case "quote-request":
      return `quote-request:${alert.quoteRequestId}`;
    case "message":
      return `message:${alert.messageId}`;
    case "visit-rescheduled":
      return `visit-rescheduled:${alert.bookingId}:${alert.sequence}:${alert.to.date}T${alert.to.time}`;
    case "visit-cancelled":
      return `visit-cancelled:${alert.appointmentId}`;
    case "estimate-viewed":
      return `estimate-viewed:${alert.estimateId}`;
    case "review-pending":
      return `review-pending:${alert.reviewId}`;
  }
}

/** Queues the alert once per event. A queue that cannot be reached is logged: the event itself stands. */
export async function alertOwner(deps: Pick<PaymentFlowDeps, "jobs" | "logger">, alert: OwnerAlert) {
  try {
    await deps.jobs.enqueue("mail.owner-alert", alert, { key: alertKey(alert) });
  } catch (err) {
    deps.logger.error({ err, alert: alert.kind }, "owner alert could not be queued");
  }
}

/** The kinds that also go by text: the events the owner acts on at once, not the estimate views or reviews. */
const TEXTED_ALERTS = new Set<OwnerAlert["kind"]>([
  "quote-request",
  "message",
  "visit-rescheduled",
  "visit-cancelled",
]);

/** Where the owner reads the alert's event in the back office. */
function alertLink(siteUrl: string, alert: OwnerAlert): string {
  if (alert.kind === "quote-request")
    return `${siteUrl}/admin?tab=inbox&kind=quotes&item=${alert.quoteRequestId}`;
  if (alert.kind === "message") return `${siteUrl}/admin?tab=inbox&kind=messages&item=${alert.messageId}`;
  return `${siteUrl}/admin?tab=appointments`;
}

/**
 * An alert by text: its mail's subject (what happened, and who) and the back office's link, once per event.
 * queueOwnerText sends it only with alerts by text on and the owner's mobile set.
 */
export async function textOwnerAlert(
  deps: Pick<MailJobDeps, "db">,
  mail: MailMessage,
  link: string,
  key: string,
) {
  await queueOwnerText(deps.db, { body: `${mail.subject}. ${link}`, dedupeKey: `alert:${key}` });
}

/** The job: the alert, if its kind is on; by text too, before the mail (a retried mail texts nothing more). */
export async function sendOwnerAlert(deps: MailJobDeps, alert: OwnerAlert) {
  const settings = await getBusinessSettings(deps.db);
  if (!settings || !alertIsOn(settings, ALERT_SETTING[alert.kind])) return;
  const mail = await alertMail(deps, settings, alert);
  if (!mail) return;
  if (TEXTED_ALERTS.has(alert.kind))
    await textOwnerAlert(deps, mail, alertLink(deps.siteUrl, alert), alertKey(alert));
  await deps.mailer.send(mail);
}

async function alertMail(
  { db, siteUrl }: MailJobDeps,
  business: BusinessSettings,
  alert: OwnerAlert,
): Promise<MailMessage | undefined> {
  switch (alert.kind) {
    case "quote-request":
    case "message": {
      const lead =
        alert.kind === "quote-request"
          ? await loadLead(db, "quote", alert.quoteRequestId)
          : await loadLead(db, "message", alert.messageId);
      return lead && leadAlertMail(lead, business, siteUrl);
    }
    case "visit-rescheduled": {
      const booking = await loadConfirmedBooking(db, alert.bookingId);
      return booking && businessRescheduledMail(booking, alert.from, alert.to, siteUrl);
    }
    case "visit-cancelled": {
      const visit = await loadCancelledVisit(db, alert.appointmentId);
      const booking = visit && (await loadConfirmedBooking(db, visit.bookingId));
      return booking && visit && businessCancelledMail(booking, visit, alert.refund, siteUrl);
    }
    case "estimate-viewed":
      return estimateViewedMail(db, business, alert.estimateId, siteUrl);
    case "review-pending":
      return reviewPendingMail(db, business, alert.reviewId, siteUrl);
  }
}
