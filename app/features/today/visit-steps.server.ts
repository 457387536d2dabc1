/**
 * A visit's on-site steps as rows (docs/today.md): "on my way" and the start are stamped on the booking by
 * conditional updates, so two presses at once stamp once and the second reads the first's instant. A step
 * is taken only while the visit is still to do (one of its appointments open); completing it is the
 * appointments' lifecycle (the workflow, app/workflows/visit-on-site.server.ts).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { OPEN_STATUSES, type AppointmentStatus } from "~/lib/appointment-lifecycle";
import { statusIn } from "~/lib/appointment-lifecycle-sql.server";
import { DomainError, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { appointments, bookings } from "~db/schema";
import { visitStatus } from "./visit-status";

export const VISIT_NOT_FOUND = "Visit not found";
export const VISIT_CANCELLED = "This visit was cancelled.";
export const VISIT_COMPLETED = "This visit is already completed.";

/** The visit's state refuses the step (409). */
export class VisitStateError extends DomainError {
  constructor(message: string, body?: Record<string, unknown>) {
    super("conflict", message, { body });
  }
}

/**
 * One of the booking's appointments still expects the visit. The booking's id is written with its table's
 * name: drizzle leaves a one-table update's columns bare, which the subquery would read as its own.
 */
const stillToDo = sql`exists (select 1 from ${appointments} a where a.booking_id = "bookings"."id"
  and ${statusIn(sql.raw("a.status"), OPEN_STATUSES)})`;

/** The visit as its steps read it; undefined when there is no such booking. */
export async function visitState(db: Db, bookingId: number) {
  const [booking] = await db
    .select({
      id: bookings.id,
      date: bookings.date,
      time: bookings.time,
      estimateId: bookings.estimateId,
      startedAt: bookings.startedAt,
      onMyWayAt: bookings.onMyWayAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const lines = await db
    .select({ id: appointments.id, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.bookingId, bookingId))
    .orderBy(asc(appointments.id));
  const status = visitStatus(lines.map((line) => line.status as AppointmentStatus));
  return { ...booking, lines, status };
}

/** Why a step is refused for a visit that is no longer to do. */
export const notToDo = (status: AppointmentStatus) =>
  new VisitStateError(status === "cancelled" ? VISIT_CANCELLED : VISIT_COMPLETED);

/**
 * Stamps "on my way" (`now`, `minutes`) unless it was stamped before or the visit is not to do; answers the
 * instant it stamped, or undefined when it stamped nothing.
 */
export async function claimOnMyWay(db: Db, bookingId: number, minutes: number, now: Date) {
  const [claimed] = await db
    .update(bookings)
    .set({ onMyWayAt: now, onMyWayMinutes: minutes })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.onMyWayAt), stillToDo))
    .returning({ sentAt: bookings.onMyWayAt });
  return claimed?.sentAt ?? undefined;
}

/** Stamps the start at `now` (the first start's instant stays); undefined when the visit is not to do. */
export async function markStarted(db: Db, bookingId: number, now: Date) {
  const [started] = await db
    .update(bookings)
    .set({ startedAt: sql`coalesce(${bookings.startedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(bookings.id, bookingId), stillToDo))
    .returning({ startedAt: bookings.startedAt });
  return started?.startedAt ?? undefined;
}

/** Inside a transaction: the booking row, locked until commit; a missing booking is a 404. */
export async function lockBooking(db: Db, bookingId: number) {
  const [row] = await db
    .select({ id: bookings.id, estimateId: bookings.estimateId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (!row) throw notFound(VISIT_NOT_FOUND);
  return row;
}

/** How many visits of the job (its bookings' appointments) are still to do. */
export function openVisitsOfJob(db: Db, estimateId: number) {
  return db.$count(
    appointments,
    and(
      statusIn(appointments.status, OPEN_STATUSES),
      sql`${appointments.bookingId} in (select id from ${bookings} where ${bookings.estimateId} = ${estimateId})`,
    ),
  );
}
