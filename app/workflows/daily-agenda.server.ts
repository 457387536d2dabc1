/**
 * The business's morning agenda (docs/calendar-and-reminders.md): an hourly job queues the day's mail once
 * the business clock reads 7:00 AM, once per business date, whatever the season; the mail job lists the
 * day's visits as they are when it runs, and sends nothing for a date already past.
 */
import { dailyAgendaMail } from "~/features/reminders/reminder-mails";
import { isClosedOn, reminderSettings, visitsOfDay } from "~/features/reminders/visits.server";
import { businessClock, businessToday } from "~/lib/dates";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import type { MailJobDeps } from "./booking-confirmation.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** When the agenda goes out, business time. */
export const AGENDA_TIME = "07:00";

export const agendaKey = (date: string) => `agenda:${date}`;

/** The scheduled job: from 7:00 AM on, queues today's agenda (once: its key is the date). */
export async function queueDailyAgenda(
  deps: Pick<PaymentFlowDeps, "jobs" | "logger">,
  now = new Date(),
): Promise<boolean> {
  if (businessClock(now) < AGENDA_TIME) return false;
  const date = businessToday(now);
  return deps.jobs.enqueue("mail.daily-agenda", { date, audience: "business" }, { key: agendaKey(date) });
}

/**
 * The job: the day's visits, or "No visits today." on a working day; nothing on a closed day without
 * visits, nor for a day already over (a mail that waited out a long outage).
 */
export async function sendDailyAgenda(
  deps: MailJobDeps,
  { date }: JobPayloads["mail.daily-agenda"],
  now = new Date(),
) {
  if (date < businessToday(now)) return;
  const settings = await reminderSettings(deps.db);
  if (!settings) return;
  const visits = await visitsOfDay(deps.db, date);
  if (visits.length === 0 && (await isClosedOn(deps.db, date))) return;
  await deps.mailer.send(dailyAgendaMail(date, visits, settings, deps.siteUrl));
}
