/**
 * The mail sent when the site gave a payment back on its own: to the customer, saying why and what
 * happens to their visit, and to the business, so that nobody is surprised by the refund.
 */
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { formatMoney } from "~/lib/money";
import type { RefundReason } from "~/lib/vocabulary";
import { serviceLines, type ConfirmedBooking } from "./confirmation.server";

export interface RefundNotice {
  amount: string;
  reason: RefundReason;
  /** The admin's words, for an admin's refund. */
  note?: string;
}

const STATEMENT_DELAY = "It may take 5-10 business days to appear on your statement.";

function whatHappened(b: ConfirmedBooking, refund: RefundNotice, siteUrl: string): string[] {
  const visit = `${formatWeekdayDate(b.date)} at ${formatTime12h(b.time)}`;
  switch (refund.reason) {
    case "duplicate":
      return [
        `Your booking #${b.firstAppointmentId} was already paid, so we refunded the second payment of ${formatMoney(refund.amount)} in full.`,
        `Your visit on ${visit} stays booked; nothing else changes.`,
      ];
    case "slot_unavailable":
      return [
        `Your payment for booking #${b.firstAppointmentId} (${visit}) arrived after the time it held had passed, and the time is no longer available.`,
        `We refunded your payment of ${formatMoney(refund.amount)} in full. Please choose another time: ${siteUrl}/book`,
      ];
    case "visit_cancelled":
    case "estimate_closed":
      return [
        `Your booking #${b.firstAppointmentId} (${visit}) was cancelled before your payment arrived.`,
        `We refunded your payment of ${formatMoney(refund.amount)} in full.`,
      ];
    case "cancelled_in_time":
      return [
        `You cancelled your visit #${b.firstAppointmentId} (${visit}) in time, so we refunded ${formatMoney(refund.amount)}.`,
      ];
    case "admin":
      return [
        `We refunded ${formatMoney(refund.amount)} of your payment for booking #${b.firstAppointmentId} (${visit}).`,
        ...(refund.note ? [`Reason: ${refund.note}`] : []),
      ];
    case "provider":
      return [
        `We refunded ${formatMoney(refund.amount)} of your payment for booking #${b.firstAppointmentId} (${visit}).`,
      ];
  }
}

export function customerRefundMail(b: ConfirmedBooking, refund: RefundNotice, siteUrl: string): MailMessage {
  const text = [
    `Hello ${b.name},`,
    "",
    ...whatHappened(b, refund, siteUrl),
    STATEMENT_DELAY,
    "",
    `Questions: ${b.business.phone} or ${b.business.email}.`,
  ].join("\n");
  return { to: b.email, subject: `Your payment of ${formatMoney(refund.amount)} was refunded`, text };
}

const BUSINESS_REASON: Record<RefundReason, string> = {
  duplicate: "the booking was already paid (a second checkout was paid too)",
  slot_unavailable: "the payment arrived after the booking's hold had lapsed and the slot was taken or past",
  visit_cancelled: "the booking's visits had been cancelled before the payment arrived",
  estimate_closed: "the estimate it paid a deposit for had been revised, declined or approved meanwhile",
  cancelled_in_time: "the customer cancelled the visit in time",
  admin: "an admin refunded it",
  provider: "it was refunded at the payment provider",
};

export function businessRefundMail(b: ConfirmedBooking, refund: RefundNotice, siteUrl: string): MailMessage {
  const text = [
    `${formatMoney(refund.amount)} of a payment from ${b.name} (${b.email}, ${b.phone}) was refunded:`,
    `${BUSINESS_REASON[refund.reason]}.`,
    "",
    `Booking #${b.firstAppointmentId}: ${formatWeekdayDate(b.date)} at ${formatTime12h(b.time)}`,
    ...serviceLines(b),
    "",
    `Admin: ${siteUrl}/admin?tab=appointments`,
  ].join("\n");
  return {
    to: b.business.email,
    subject: `Payment refunded for booking #${b.firstAppointmentId}: ${b.name}`,
    text,
  };
}
