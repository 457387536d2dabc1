import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { appointments, bookings, payments, services } from "../../../db/schema";
import { fromCents, lineDepositCents, toCents } from "~/lib/deposit";
import type { AppointmentStatus, PaymentStatus } from "~/lib/vocabulary";
import type { Appointment, AppointmentPayment } from "./appointment";

const columns = {
  id: appointments.id,
  bookingId: appointments.bookingId,
  name: appointments.name,
  email: appointments.email,
  phone: appointments.phone,
  serviceId: appointments.serviceId,
  serviceName: appointments.serviceName,
  serviceDescription: services.description,
  priceUnit: services.priceUnit,
  quantity: appointments.quantity,
  unitPrice: appointments.unitPrice,
  estimatedCost: appointments.estimatedCost,
  date: appointments.date,
  time: appointments.time,
  status: appointments.status,
  details: appointments.details,
  createdAt: appointments.createdAt,
  bookingTotal: bookings.totalAmount,
  bookingDeposit: bookings.depositAmount,
  bookingLines: sql<number>`(select count(*)::int from appointments lines where lines.booking_id = "appointments"."booking_id")`,
};

/** The appointments matching `where`, with service, booking and payment, in three queries at most. */
async function selectAppointments(db: Db, where: SQL | undefined, limit?: number): Promise<Appointment[]> {
  let query = db
    .select(columns)
    .from(appointments)
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(where)
    .orderBy(desc(appointments.date), desc(appointments.time), desc(appointments.id))
    .$dynamic();
  if (limit) query = query.limit(limit);
  const rows = await query;
  const paymentsByBooking = await bookingPayments(db, [...new Set(rows.map((r) => r.bookingId))]);
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.bookingId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    serviceId: row.serviceId,
    service: { name: row.serviceName, description: row.serviceDescription, priceUnit: row.priceUnit },
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    estimatedCost: row.estimatedCost,
    deposit: fromCents(lineDepositCents(row.serviceName, toCents(row.estimatedCost))),
    booking: { total: row.bookingTotal, deposit: row.bookingDeposit, lines: Number(row.bookingLines) },
    date: row.date,
    time: row.time,
    status: row.status as AppointmentStatus,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    payment: paymentsByBooking.get(row.bookingId) ?? null,
  }));
}

/** Each booking's payment: the one that succeeded, else the latest checkout. */
async function bookingPayments(db: Db, bookingIds: number[]): Promise<Map<number, AppointmentPayment>> {
  const result = new Map<number, AppointmentPayment>();
  if (bookingIds.length === 0) return result;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds))
    .orderBy(sql`(${payments.status} = 'succeeded') desc`, desc(payments.createdAt), desc(payments.id));
  for (const row of rows) {
    if (row.bookingId === null || result.has(row.bookingId)) continue;
    result.set(row.bookingId, {
      transactionId: row.transactionId,
      amount: row.amount,
      currency: row.currency,
      status: row.status as PaymentStatus,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    });
  }
  return result;
}

/** A route's id when it is a valid appointment id, else undefined (never a database error). */
export function appointmentIdOf(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** The email an appointment belongs to, or undefined when there is no such appointment. */
export async function appointmentOwnerEmail(db: Db, id: string): Promise<string | undefined> {
  const appointmentId = appointmentIdOf(id);
  if (appointmentId === undefined) return undefined;
  const [row] = await db
    .select({ email: appointments.email })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row?.email;
}

export async function getAppointment(db: Db, id: number): Promise<Appointment | undefined> {
  const [appointment] = await selectAppointments(db, eq(appointments.id, id), 1);
  return appointment;
}

/** A customer's appointments: those whose email is the account's email, newest visit first. */
export async function listAppointmentsForEmail(db: Db, email: string): Promise<Appointment[]> {
  return selectAppointments(db, sql`lower(${appointments.email}) = ${email.toLowerCase()}`);
}

/** Returns whether an appointment was deleted. */
export async function deleteAppointment(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(appointments)
    .where(eq(appointments.id, id))
    .returning({ id: appointments.id });
  return deleted.length > 0;
}

export const CANCEL_REFUSED = "Only pending or confirmed appointments can be cancelled.";

/**
 * A customer's cancel (SPEC.md §4): only from pending or confirmed, decided by the update itself so that
 * two requests at once cannot both pass a check made before it. Returns whether it was cancelled.
 */
export async function cancelAppointment(db: Db, id: number): Promise<boolean> {
  const updated = await db
    .update(appointments)
    .set({ status: "cancelled" })
    .where(and(eq(appointments.id, id), inArray(appointments.status, ["pending", "confirmed"])))
    .returning({ id: appointments.id });
  return updated.length > 0;
}
