/**
 * The visits the reminder and the morning agenda are about, read the way their mail shows them. A visit is
 * a booking (its date and time, business time); it is expected while at least one of its appointments is
 * pending or confirmed: unpaid (payment_pending), cancelled and completed visits get no mail.
 */
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { AppointmentStatus } from "~/lib/appointment-lifecycle";
import { statusIn } from "~/lib/appointment-lifecycle-sql.server";
import { businessInstant, businessToday } from "~/lib/dates";
import type { Db } from "~db/client.server";
import { appointments, bookings, businessSettings, daysOff, openingHours } from "~db/schema";

/** A visit's customer expects it while one of its appointments has one of these (unpaid is not booked yet). */
export const EXPECTED_STATUSES: readonly AppointmentStatus[] = ["pending", "confirmed"];

export interface MailedVisit {
  bookingId: number;
  /** The first expected appointment: the booking's reference, and the one My Projects opens. */
  appointmentId: number;
  date: string;
  time: string;
  start: Date;
  name: string;
  email: string;
  phone: string;
  /** Where the visit is, as given when booking ("" when not given). */
  address: string;
  details: string;
  /** "Fence Repair × 2", one line of the booking each. */
  services: string[];
}

export interface ReminderSettings {
  businessName: string;
  phone: string;
  email: string;
  reminderLeadHours: number;
  cancelWindowHours: number;
}

export async function reminderSettings(db: Db): Promise<ReminderSettings | undefined> {
  const [row] = await db
    .select({
      businessName: businessSettings.businessName,
      phone: businessSettings.phone,
      email: businessSettings.email,
      reminderLeadHours: businessSettings.reminderLeadHours,
      cancelWindowHours: businessSettings.cancelWindowHours,
    })
    .from(businessSettings)
    .limit(1);
  return row;
}

const expected = () =>
  sql`exists (select 1 from ${appointments} a where a.booking_id = ${bookings.id}
        and ${statusIn(sql.raw("a.status"), EXPECTED_STATUSES)})`;

/** The expected visits dated from `from` to `to` (business dates), in order of their start. */
export async function expectedVisits(db: Db, from: string, to: string) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      date: bookings.date,
      time: bookings.time,
      reminderQueuedFor: bookings.reminderQueuedFor,
    })
    .from(bookings)
    .where(and(gte(bookings.date, from), lte(bookings.date, to), expected()))
    .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id));
  return rows.map((row) => ({ ...row, start: businessInstant(row.date, row.time) }));
}

/**
 * The visits whose reminder is due at `now`: starting after `now` and at most the lead time later, and not
 * yet reminded of this start (a moved visit has a new start, so it is reminded again).
 */
export async function dueReminders(db: Db, leadHours: number, now: Date) {
  const until = new Date(now.getTime() + leadHours * 3_600_000);
  const visits = await expectedVisits(db, businessToday(now), businessToday(until));
  return visits.filter(
    ({ start, reminderQueuedFor }) =>
      start > now && start <= until && reminderQueuedFor?.getTime() !== start.getTime(),
  );
}

/**
 * Records that the visit's reminder is queued for `start`, and runs `queue` in the same transaction, with
 * the booking's row locked: of two workers at once, one claims it and the other finds it claimed. False
 * when the visit was claimed for this start already, or moved meanwhile. A `queue` that throws undoes the
 * claim, so the next run tries again.
 */
export async function claimReminder(
  db: Db,
  visit: { bookingId: number; date: string; time: string; start: Date },
  queue: () => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookings)
      .set({ reminderQueuedFor: visit.start })
      .where(
        and(
          eq(bookings.id, visit.bookingId),
          eq(bookings.date, visit.date),
          eq(bookings.time, visit.time),
          sql`${bookings.reminderQueuedFor} is distinct from ${visit.start.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: bookings.id });
    if (claimed.length === 0) return false;
    await queue();
    return true;
  });
}

/** A booking as its reminder or the agenda shows it; undefined when it is gone or no longer expected. */
export async function mailedVisit(db: Db, bookingId: number): Promise<MailedVisit | undefined> {
  const [booking] = await db
    .select({ id: bookings.id, date: bookings.date, time: bookings.time, address: bookings.address })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const lines = await db
    .select()
    .from(appointments)
    .where(eq(appointments.bookingId, bookingId))
    .orderBy(asc(appointments.id));
  const open = lines.filter((line) => EXPECTED_STATUSES.includes(line.status as AppointmentStatus));
  const first = open[0];
  if (!first) return undefined;
  return {
    bookingId,
    appointmentId: first.id,
    date: booking.date,
    time: booking.time,
    start: businessInstant(booking.date, booking.time),
    name: first.name,
    email: first.email,
    phone: first.phone,
    address: booking.address,
    details: open.map((line) => line.details.trim()).find(Boolean) ?? "",
    services: open.map((line) => `${line.serviceName} × ${line.quantity}`),
  };
}

/** The expected visits of one business date, in order of time. */
export async function visitsOfDay(db: Db, date: string): Promise<MailedVisit[]> {
  const found = await expectedVisits(db, date, date);
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const visits: MailedVisit[] = [];
  for (const { bookingId } of found) {
    const visit = await mailedVisit(db, bookingId);
    if (visit) visits.push(visit);
  }
  return visits;
}

/** Whether the business is closed on a date: no opening hours on its weekday, or a day off. */
export async function isClosedOn(db: Db, date: string): Promise<boolean> {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const [open] = await db.select().from(openingHours).where(eq(openingHours.weekday, weekday));
  if (!open) return true;
  const [off] = await db
    .select({ id: daysOff.id })
    .from(daysOff)
    .where(and(lte(daysOff.startsOn, date), gte(daysOff.endsOn, date)))
    .limit(1);
  return off !== undefined;
}
