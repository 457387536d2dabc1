/**
 * The mail about a customer's own change of a visit (docs/mail.md): to the customer, the new time with the
 * updated calendar file (the confirmation's UID, a higher SEQUENCE) or the cancellation with what happens to
 * the deposit; to the business, the alert. Built from the booking as it is when the job runs.
 */
import { eq } from "drizzle-orm";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { formatMoney } from "~/lib/money";
import type { CancelRefund } from "~/lib/queue/job-catalog";
import type { Db } from "~db/client.server";
import { appointments } from "~db/schema";
import { serviceLines, visitInvitation, type ConfirmedBooking } from "./confirmation.server";

const when = (slot: { date: string; time: string }) =>
  `${formatWeekdayDate(slot.date)} at ${formatTime12h(slot.time)}`;

const contact = (b: ConfirmedBooking) => `Questions: ${b.business.phone} or ${b.business.email}.`;

/** The cancelled appointment: its service, its booking, and whether the booking has any visit left. */
export async function loadCancelledVisit(db: Db, appointmentId: number) {
  const [row] = await db
    .select({ bookingId: appointments.bookingId, serviceName: appointments.serviceName })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!row) return undefined;
  const lines = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.bookingId, row.bookingId));
  return { ...row, wholeVisit: lines.every((line) => line.status === "cancelled") };
}

export type CancelledVisit = NonNullable<Awaited<ReturnType<typeof loadCancelledVisit>>>;

function calendarFile(content: string, method: "PUBLISH" | "CANCEL") {
  return {
    filename: "visit.ics",
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** The moved visit, with `bookingLink`, the booking's own page (no password), and the updated calendar file. */
export function customerRescheduledMail(
  b: ConfirmedBooking,
  siteUrl: string,
  bookingLink: string,
): MailMessage {
  const text = [
    `Hello ${b.name},`,
    "",
    `Your visit with ${b.business.name} has moved to ${when(b)}, as you asked. We will see you then.`,
    "",
    `Booking reference: #${b.firstAppointmentId}`,
    ...(b.address ? [`Address: ${b.address}`] : []),
    "Services:",
    ...serviceLines(b),
    "",
    "The attached calendar file moves the visit in your calendar.",
    `See or change your booking, no password needed: ${bookingLink}`,
    "",
    contact(b),
  ].join("\n");
  return {
    to: b.email,
    subject: `Your visit has moved to ${when(b)}`,
    text,
    attachments: [calendarFile(visitInvitation(b, siteUrl), "PUBLISH")],
  };
}

/** What the customer is told about their deposit; a refund still on its way gets its own mail later. */
function depositLines(b: ConfirmedBooking, refund: CancelRefund | undefined): string[] {
  if (refund?.state === "refunded")
    return [
      `We refunded your deposit of ${formatMoney(refund.amount)}.`,
      "It may take 5-10 business days to appear on your statement.",
    ];
  if (refund?.state === "pending")
    return [
      `Your deposit of ${formatMoney(refund.amount)} will be refunded.`,
      "We will email you again as soon as the refund has gone through.",
    ];
  if (Number(b.paid) === 0) return ["Nothing was paid for this visit, so there is nothing to refund."];
  return ["No deposit is refunded for this cancellation: it stays with the rest of your booking."];
}

export function customerCancelledMail(
  b: ConfirmedBooking,
  visit: CancelledVisit,
  refund: CancelRefund | undefined,
  siteUrl: string,
): MailMessage {
  const what = visit.wholeVisit
    ? `Your visit with ${b.business.name} on ${when(b)} is cancelled, as you asked.`
    : `${visit.serviceName} is cancelled from your visit with ${b.business.name} on ${when(b)}, as you asked. The rest of the visit stays booked.`;
  const text = [
    `Hello ${b.name},`,
    "",
    what,
    `Booking reference: #${b.firstAppointmentId}`,
    "",
    ...depositLines(b, refund),
    "",
    ...(visit.wholeVisit ? ["The attached calendar file takes the visit out of your calendar.", ""] : []),
    `Whenever you are ready, book another visit at ${siteUrl}/book.`,
    "",
    contact(b),
  ].join("\n");
  // The cancelling file carries the visit's newest SEQUENCE (grown by the cancel), so calendars take it.
  const attachments = visit.wholeVisit
    ? [calendarFile(visitInvitation(b, siteUrl, { cancelled: true, method: "CANCEL" }), "CANCEL")]
    : undefined;
  return { to: b.email, subject: `Your visit on ${when(b)} is cancelled`, text, attachments };
}

const customerLine = (b: ConfirmedBooking) => `${b.name} (${b.email}, ${b.phone})`;
const adminLink = (siteUrl: string) => `${siteUrl}/admin?tab=appointments`;

export function businessRescheduledMail(
  b: ConfirmedBooking,
  from: { date: string; time: string },
  to: { date: string; time: string },
  siteUrl: string,
): MailMessage {
  const text = [
    `${customerLine(b)} moved their visit #${b.firstAppointmentId}.`,
    "",
    `Was: ${when(from)}`,
    `Now: ${when(to)}`,
    ...(b.address ? [`Address: ${b.address}`] : []),
    ...serviceLines(b),
    "",
    `Admin: ${adminLink(siteUrl)}`,
  ].join("\n");
  return {
    to: b.business.email,
    subject: `Visit #${b.firstAppointmentId} moved to ${when(to)}: ${b.name}`,
    text,
  };
}

export function businessCancelledMail(
  b: ConfirmedBooking,
  visit: CancelledVisit,
  refund: CancelRefund | undefined,
  siteUrl: string,
): MailMessage {
  const money =
    refund?.state === "refunded"
      ? `The deposit share of ${formatMoney(refund.amount)} was refunded to the customer.`
      : refund?.state === "pending"
        ? `A refund of ${formatMoney(refund.amount)} is pending with the payment provider; it is tried again on its own.`
        : "Nothing was refunded.";
  const text = [
    `${customerLine(b)} cancelled ${visit.wholeVisit ? "their visit" : visit.serviceName} #${b.firstAppointmentId} on ${when(b)}.`,
    "",
    money,
    "",
    `Admin: ${adminLink(siteUrl)}`,
  ].join("\n");
  return {
    to: b.business.email,
    subject: `Visit #${b.firstAppointmentId} cancelled by the customer: ${b.name}`,
    text,
  };
}
