/**
 * The reminder mail to the customer before a visit, and the business's morning agenda. Plain text, built
 * from the database as it is when the job runs.
 */
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import type { MailedVisit, ReminderSettings } from "./visits.server";

/**
 * The visit's page, opened on its reschedule or cancel step: the booking's own link (no password), or, when
 * none could be made, My Projects' page of the visit.
 */
export const visitActionLink = (visitPage: string, action: "reschedule" | "cancel") =>
  `${visitPage}?action=${action}`;

const hours = (count: number) => `${count} ${count === 1 ? "hour" : "hours"}`;

/** The terms' window, as the reminder states it. */
export function windowSentence(windowHours: number, phone: string) {
  return windowHours === 0
    ? `You can reschedule or cancel online until the visit starts. Questions: ${phone}.`
    : `You can reschedule or cancel online until ${hours(windowHours)} before the visit; a cancellation in time refunds your deposit in full. Within ${hours(windowHours)} of the visit, please call us at ${phone} instead; late cancellations may incur fees.`;
}

export function visitReminderMail(
  visit: MailedVisit,
  settings: ReminderSettings,
  siteUrl: string,
  bookingLink?: string,
): MailMessage {
  const visitPage = bookingLink ?? `${siteUrl}/my-projects/${visit.appointmentId}`;
  const when = `${formatWeekdayDate(visit.date)} at ${formatTime12h(visit.time)}`;
  // The address is optional when booking: without one, the customer is asked for it rather than left
  // guessing whether we know where to go.
  const where = visit.address
    ? [`Where: ${visit.address}`]
    : [
        "Where: the address we agreed with you.",
        // Mail goes out from a no-reply address by default, so the answer goes to the business's own.
        `If you have not given it to us yet, please call us at ${settings.phone} or write to ${settings.email} with it.`,
      ];
  const notes = visit.details ? [`Your notes: ${visit.details}`] : [];
  const text = [
    `Hello ${visit.name},`,
    "",
    `This is a reminder of your visit with ${settings.businessName}.`,
    "",
    `Booking reference: #${visit.appointmentId}`,
    `When: ${when}`,
    ...where,
    ...notes,
    "",
    "Services:",
    ...visit.services.map((line) => `- ${line}`),
    ...(visit.address ? ["", `If the address has changed, please call us at ${settings.phone}.`] : []),
    "",
    `See your booking: ${visitPage}`,
    `Reschedule: ${visitActionLink(visitPage, "reschedule")}`,
    `Cancel: ${visitActionLink(visitPage, "cancel")}`,
    "",
    windowSentence(settings.cancelWindowHours, settings.phone),
    "",
    `Questions: ${settings.phone} or ${settings.email}.`,
  ].join("\n");
  return { to: visit.email, subject: `Reminder: your visit on ${when}`, text };
}

/** The morning's list of the day's visits, for the business. */
export function dailyAgendaMail(
  date: string,
  visits: readonly MailedVisit[],
  settings: ReminderSettings,
  siteUrl: string,
): MailMessage {
  const day = formatWeekdayDate(date);
  const body =
    visits.length === 0
      ? ["No visits today."]
      : visits.flatMap((visit) => [
          `${formatTime12h(visit.time)}: ${visit.name} (booking #${visit.appointmentId})`,
          `  Phone: ${visit.phone}`,
          `  Address: ${visit.address || "Not given; please call the customer for it."}`,
          `  Email: ${visit.email}`,
          `  Services: ${visit.services.join(", ")}`,
          `  Details: ${visit.details || "No additional details provided."}`,
          "",
        ]);
  const count =
    visits.length === 0 ? "no visits" : visits.length === 1 ? "1 visit" : `${visits.length} visits`;
  const text = [
    `Today's visits, ${day}:`,
    "",
    ...body,
    "",
    `Appointments: ${siteUrl}/admin?tab=appointments`,
  ].join("\n");
  return { to: settings.email, subject: `Today's agenda: ${count}, ${day}`, text };
}
