/**
 * Visit reminders (docs/calendar-and-reminders.md). A scheduled job queues, once per visit start, the
 * customer's reminder when the visit is at most the lead time away; the mail job reads the booking again
 * and sends nothing for a visit cancelled, moved or already started meanwhile.
 */
import { bookingLinkUrl } from "~/features/appointments/booking-link.server";
import { visitReminderMail } from "~/features/reminders/reminder-mails";
import {
  claimReminder,
  dueReminders,
  mailedVisit,
  reminderSettings,
} from "~/features/reminders/visits.server";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import { textVisitReminder } from "./customer-texts.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** The job's key: one reminder per booking and start, however many workers tick at once. */
export const reminderKey = (bookingId: number, start: Date) => `reminder:${bookingId}:${start.toISOString()}`;

/** The scheduled job: queues the reminders due at `now`; answers how many it queued. */
export async function queueVisitReminders(
  deps: Pick<PaymentFlowDeps, "db" | "jobs" | "logger">,
  now = new Date(),
): Promise<number> {
  const settings = await reminderSettings(deps.db);
  if (!settings) return 0;
  let queued = 0;
  for (const visit of await dueReminders(deps.db, settings.reminderLeadHours, now)) {
    const startsAt = visit.start.toISOString();
    const claimed = await claimReminder(deps.db, visit, () =>
      deps.jobs.enqueue(
        "mail.visit-reminder",
        { bookingId: visit.bookingId, startsAt },
        { key: reminderKey(visit.bookingId, visit.start) },
      ),
    );
    if (claimed) queued++;
  }
  if (queued > 0) deps.logger.info({ reminders: queued }, "visit reminders queued");
  return queued;
}

/**
 * The job: the reminder, unless the visit was called off, moved or has started. Its links are the booking's
 * own (the confirmation's link, the same nonce), opened on the reschedule or cancel step. A customer who asked
 * for texts gets it by text too (docs/texts.md).
 */
export async function sendVisitReminder(
  deps: MailJobDeps & { linkSecret: string },
  { bookingId, startsAt }: JobPayloads["mail.visit-reminder"],
  now = new Date(),
) {
  const visit = await mailedVisit(deps.db, bookingId);
  if (!visit || visit.start.toISOString() !== startsAt || visit.start <= now) return;
  const settings = await reminderSettings(deps.db);
  if (!settings) return;
  const bookingLink = await bookingLinkUrl(deps.db, deps.linkSecret, deps.siteUrl, bookingId);
  await textVisitReminder(
    deps.db,
    visit,
    bookingLink ?? `${deps.siteUrl}/my-projects/${visit.appointmentId}`,
  );
  await deps.mailer.send(visitReminderMail(visit, settings, deps.siteUrl, bookingLink));
}
