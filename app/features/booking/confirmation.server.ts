/**
 * The mail sent once a booking is confirmed (its deposit paid, or at once when nothing is due): the
 * customer's confirmation with the booking's own link and a calendar invitation, and a notice to the business.
 */
import { asc, eq } from "drizzle-orm";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { depositIsCapped, toCents } from "~/lib/deposit";
import { VISIT_CALENDAR_MINUTES } from "~/lib/icalendar.server";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { formatMoney } from "~/lib/money";
import type { Db } from "~db/client.server";
import { appointments, bookings, businessSettings, payments } from "~db/schema";
import { calendarEvent } from "./calendar-event.server";

export interface ConfirmedBooking {
  bookingId: number;
  firstAppointmentId: number;
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  /** Where the visit is, as given when booking ("" when not given). */
  address: string;
  details: string;
  lines: { serviceName: string; quantity: number; cost: string }[];
  total: string;
  paid: string;
  /** The business's cap made the deposit less than the lines' own: the rest is billed after the visit. */
  depositCapped: boolean;
  business: { name: string; email: string; phone: string; address: string };
  createdAt: Date;
  /** The calendar event's SEQUENCE: grows with each move or cancel, so a calendar takes the newer file. */
  calendarSequence: number;
}

export async function loadConfirmedBooking(db: Db, bookingId: number): Promise<ConfirmedBooking | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const lines = await db
    .select()
    .from(appointments)
    .where(eq(appointments.bookingId, bookingId))
    .orderBy(asc(appointments.id));
  const [settings] = await db.select().from(businessSettings).limit(1);
  const first = lines[0];
  if (!booking || !first || !settings) return undefined;
  const paidRows = await db
    .select({ amount: payments.amount, status: payments.status })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  const paid = paidRows.find((p) => p.status === "succeeded")?.amount ?? "0.00";
  return {
    bookingId,
    firstAppointmentId: first.id,
    name: first.name,
    email: first.email,
    phone: first.phone,
    date: booking.date,
    time: booking.time,
    address: booking.address,
    details: first.details,
    lines: lines.map((l) => ({ serviceName: l.serviceName, quantity: l.quantity, cost: l.estimatedCost })),
    total: booking.totalAmount,
    paid,
    depositCapped:
      booking.estimateId === null &&
      depositIsCapped(
        lines.map((l) => ({ serviceName: l.serviceName, lineCents: toCents(l.estimatedCost) })),
        toCents(booking.depositAmount),
      ),
    business: {
      name: settings.businessName,
      email: settings.email,
      phone: settings.phone,
      address: `${settings.streetAddress}, ${settings.city}, ${settings.region} ${settings.postalCode}`,
    },
    createdAt: booking.createdAt,
    calendarSequence: booking.calendarSequence,
  };
}

/** The booking's services as a mail lists them, a line each. */
export function serviceLines(b: ConfirmedBooking) {
  return b.lines.map((l) => `- ${l.serviceName} × ${l.quantity}: ${formatMoney(l.cost)}`);
}

function visitLines(b: ConfirmedBooking) {
  return [
    `Booking reference: #${b.firstAppointmentId}`,
    `Date: ${formatWeekdayDate(b.date)}`,
    `Time: ${formatTime12h(b.time)}`,
    ...(b.address ? [`Address: ${b.address}`] : []),
    "",
    "Services:",
    ...serviceLines(b),
    "",
    `Total: ${formatMoney(b.total)}`,
    `Paid today: ${formatMoney(b.paid)}`,
    b.depositCapped
      ? `The rest, ${formatMoney(Number(b.total) - Number(b.paid))}, is billed by invoice after the visit.`
      : `Balance due at the visit: ${formatMoney(Number(b.total) - Number(b.paid))}`,
  ];
}

/**
 * The visit's invitation for the customer's calendar: the confirmation mail's attachment, and the file
 * "Add to calendar" downloads (the same UID, so a calendar updates the event it has).
 */
export function visitInvitation(
  b: ConfirmedBooking,
  siteUrl: string,
  { cancelled = false, method }: { cancelled?: boolean; method?: "PUBLISH" | "CANCEL" } = {},
): string {
  return calendarEvent({
    uid: `booking-${b.bookingId}-${b.createdAt.getTime()}@${new URL(siteUrl).hostname}`,
    date: b.date,
    time: b.time,
    durationMinutes: VISIT_CALENDAR_MINUTES,
    summary: `${b.business.name}: ${b.lines.map((l) => l.serviceName).join(", ")}`,
    description: visitLines(b).join("\n"),
    // The visit's own place when the customer gave it; else the business's, as before addresses were asked.
    location: b.address || b.business.address,
    organizerName: b.business.name,
    createdAt: b.createdAt,
    sequence: b.calendarSequence,
    cancelled,
    method,
  });
}

export function customerConfirmationMail(
  b: ConfirmedBooking,
  { siteUrl, bookingLink }: { siteUrl: string; bookingLink?: string },
): MailMessage {
  const signIn = bookingLink
    ? [
        "See or change your booking (details, reschedule, cancel, add to your calendar), no password needed;",
        "this link works until 7 days after the visit:",
        bookingLink,
        "",
        `All your bookings are under My Projects: sign in at ${siteUrl}/login with this email address.`,
      ]
    : [`See or cancel your booking under My Projects: ${siteUrl}/my-projects`];
  const text = [
    `Hello ${b.name},`,
    "",
    `Your visit with ${b.business.name} is confirmed.`,
    "",
    ...visitLines(b),
    "",
    ...signIn,
    "",
    "Need to change or cancel? Please do so at least 24 hours before the visit; late cancellations may incur fees.",
    `Questions: ${b.business.phone} or ${b.business.email}.`,
    "",
    "The attached invitation adds the visit to your calendar.",
  ].join("\n");
  const ics = visitInvitation(b, siteUrl);
  return {
    to: b.email,
    subject: `Your booking is confirmed: ${formatWeekdayDate(b.date)} at ${formatTime12h(b.time)}`,
    text,
    link: bookingLink,
    attachments: [
      { filename: "visit.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  };
}

export function businessNotificationMail(b: ConfirmedBooking, siteUrl: string): MailMessage {
  const text = [
    `New confirmed booking from ${b.name} (${b.email}, ${b.phone}).`,
    "",
    ...visitLines(b),
    "",
    `Details: ${b.details || "No additional details provided."}`,
    "",
    `Admin: ${siteUrl}/admin?tab=appointments`,
  ].join("\n");
  return { to: b.business.email, subject: `New booking #${b.firstAppointmentId}: ${b.name}`, text };
}
