/**
 * The owner's calendar feed: every visit from today on (business time) that is booked, one event per
 * booking, for Google Calendar or Apple Calendar to subscribe to. Cancelled and unpaid visits are left out,
 * so a visit cancelled since the last fetch disappears from the subscribed calendar.
 */
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { AppointmentStatus } from "~/lib/appointment-lifecycle";
import { businessToday } from "~/lib/dates";
import { VISIT_CALENDAR_MINUTES, writeCalendar, type CalendarEntry } from "~/lib/icalendar.server";
import type { Db } from "~db/client.server";
import { appointments, bookings, businessSettings } from "~db/schema";

/** Booked visits: unpaid ones (payment_pending) are not booked yet, cancelled ones are gone. */
const LISTED_STATUSES: AppointmentStatus[] = ["pending", "confirmed", "completed"];

interface FeedLine {
  bookingId: number;
  date: string;
  time: string;
  bookedAt: Date;
  updatedAt: Date;
  address: string;
  name: string;
  email: string;
  phone: string;
  serviceName: string;
  quantity: number;
  details: string;
}

/** The booked visits from `today` on, a line per appointment, in order of start and booking. */
async function feedLines(db: Db, today: string): Promise<FeedLine[]> {
  return db
    .select({
      bookingId: bookings.id,
      date: bookings.date,
      time: bookings.time,
      bookedAt: bookings.createdAt,
      address: bookings.address,
      updatedAt: appointments.updatedAt,
      name: appointments.name,
      email: appointments.email,
      phone: appointments.phone,
      serviceName: appointments.serviceName,
      quantity: appointments.quantity,
      details: appointments.details,
    })
    .from(bookings)
    .innerJoin(appointments, eq(appointments.bookingId, bookings.id))
    .where(and(gte(bookings.date, today), inArray(appointments.status, LISTED_STATUSES)))
    .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id), asc(appointments.id));
}

/** One event per booking; its UID stays the same as long as the booking exists, wherever it moves. */
function eventOf(lines: FeedLine[], host: string): CalendarEntry {
  const first = lines[0]!;
  const services = lines.map((line) => `${line.serviceName} × ${line.quantity}`);
  const details = lines.map((line) => line.details.trim()).find(Boolean);
  const changed = new Date(Math.max(...lines.map((line) => line.updatedAt.getTime())));
  return {
    uid: `booking-${first.bookingId}@${host}`,
    date: first.date,
    time: first.time,
    durationMinutes: VISIT_CALENDAR_MINUTES,
    summary: `${first.name}: ${lines.map((line) => line.serviceName).join(", ")}`,
    description: [
      "Services:",
      ...services.map((line) => `- ${line}`),
      "",
      `Phone: ${first.phone}`,
      `Email: ${first.email}`,
      `Address: ${first.address || "Not given"}`,
      `Details: ${details ?? "No additional details provided."}`,
    ].join("\n"),
    // The address the customer gave when booking; without one, none is made up (the notes may say where).
    location: first.address || undefined,
    stamp: changed,
    // Grows with every change of the booking's appointments, so calendars take the newest version.
    sequence: Math.max(0, Math.floor((changed.getTime() - first.bookedAt.getTime()) / 1000)),
  };
}

/** The feed's .ics text at `now`. */
export async function calendarFeed(db: Db, siteUrl: string, now = new Date()): Promise<string> {
  const [settings] = await db.select({ name: businessSettings.businessName }).from(businessSettings);
  const organizerName = settings?.name ?? new URL(siteUrl).hostname;
  const byBooking = new Map<number, FeedLine[]>();
  for (const line of await feedLines(db, businessToday(now))) {
    byBooking.set(line.bookingId, [...(byBooking.get(line.bookingId) ?? []), line]);
  }
  const host = new URL(siteUrl).hostname;
  const events = [...byBooking.values()].map((lines) => eventOf(lines, host));
  return writeCalendar(events, { organizerName, name: `${organizerName} visits` });
}
