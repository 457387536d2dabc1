/**
 * The pieces of a customer's cancel or reschedule that touch appointments and bookings (the flow, with
 * its refund and slot, is app/workflows/visit-changes.server.ts). Every function runs inside the caller's
 * transaction after `lockVisit`, so two changes of one visit happen one after the other.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { cancelledByAfter, OPEN_STATUSES, type AppointmentStatus } from "~/lib/appointment-lifecycle";
import { mayMoveSql, statusIn } from "~/lib/appointment-lifecycle-sql.server";
import { lineDepositShares, toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import { appointments, bookings } from "~db/schema";

export interface LockedVisit {
  id: number;
  bookingId: number;
  status: AppointmentStatus;
  serviceName: string;
  estimatedCost: string;
  /** The booking's date and time (all its appointments share them). */
  date: string;
  time: string;
  /** The estimate whose work day this is, scheduled by the business; null for a visit the customer booked. */
  estimateId: number | null;
  /** Its share of its booking's payment: its line's part of the booking's deposit (app/lib/deposit.ts). */
  depositShareCents: number;
}

/** The appointment with its booking row locked until commit; undefined when there is no such appointment. */
export async function lockVisit(db: Db, appointmentId: number): Promise<LockedVisit | undefined> {
  const [found] = await db
    .select({ bookingId: appointments.bookingId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!found) return undefined;
  const [booking] = await db
    .select({
      date: bookings.date,
      time: bookings.time,
      estimateId: bookings.estimateId,
      deposit: bookings.depositAmount,
    })
    .from(bookings)
    .where(eq(bookings.id, found.bookingId))
    .for("update");
  const lines = await db
    .select({
      id: appointments.id,
      bookingId: appointments.bookingId,
      status: appointments.status,
      serviceName: appointments.serviceName,
      estimatedCost: appointments.estimatedCost,
    })
    .from(appointments)
    .where(eq(appointments.bookingId, found.bookingId))
    .orderBy(asc(appointments.id));
  const index = lines.findIndex((line) => line.id === appointmentId);
  const row = lines[index];
  if (!row || !booking) return undefined;
  const { deposit, ...visit } = booking;
  const shares = lineDepositShares(
    lines.map((line) => ({ serviceName: line.serviceName, lineCents: toCents(line.estimatedCost) })),
    toCents(deposit),
  );
  return {
    ...row,
    status: row.status as AppointmentStatus,
    ...visit,
    depositShareCents: shares[index],
  };
}

/** Cancels the appointment if `by` may (pending or confirmed); answers whether it did. */
export async function cancelLockedVisit(db: Db, appointmentId: number, by: "customer" | "admin") {
  const updated = await db
    .update(appointments)
    .set({ status: "cancelled", cancelledBy: cancelledByAfter(by, "cancelled") })
    .where(
      and(
        eq(appointments.id, appointmentId),
        mayMoveSql("customer", "cancelled", { status: appointments.status }),
      ),
    )
    .returning({ id: appointments.id });
  return updated.length > 0;
}

/** How many of the booking's appointments still expect the visit. */
export function openAppointmentsOf(db: Db, bookingId: number) {
  return db.$count(
    appointments,
    and(eq(appointments.bookingId, bookingId), statusIn(appointments.status, OPEN_STATUSES)),
  );
}

/**
 * Moves the whole booking (one visit) to another slot, its appointments with it, and forgets the reminder
 * queued for the old start, so that the new start gets its own. Answers the calendar event's new SEQUENCE.
 */
export async function moveBooking(db: Db, bookingId: number, date: string, time: string) {
  const [moved] = await db
    .update(bookings)
    .set({ date, time, reminderQueuedFor: null, calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(eq(bookings.id, bookingId))
    .returning({ sequence: bookings.calendarSequence });
  await db
    .update(appointments)
    .set({ date, time, updatedAt: sql`now()` })
    .where(eq(appointments.bookingId, bookingId));
  return moved?.sequence ?? 0;
}

/** A visit called off for good: its calendar event's SEQUENCE grows, so the cancelling file is taken. */
export async function bumpCalendarSequence(db: Db, bookingId: number) {
  await db
    .update(bookings)
    .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(eq(bookings.id, bookingId));
}
