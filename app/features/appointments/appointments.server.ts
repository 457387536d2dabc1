/**
 * Appointments as the API answers them (`Appointment` of appointment.ts), for their owners and for the
 * back office: one query brings each with its service, booking and the booking's payment.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { cancelledByAfter } from "~/lib/appointment-lifecycle";
import { mayMoveSql } from "~/lib/appointment-lifecycle-sql.server";
import { depositIsCapped, fromCents, lineDepositShares, toCents } from "~/lib/deposit";
import { idOf } from "~/lib/input";
import type { Db } from "~db/client.server";
import { isoTimestamp, selectRows } from "~db/rows";
import { appointments } from "~db/schema";
import type { Appointment } from "./appointment";

/** A row of appointmentsQuery: the appointment's own columns, its service and its booking's totals flat. */
interface AppointmentRow extends Omit<Appointment, "service" | "deposit" | "booking"> {
  serviceName: string;
  serviceDescription: string | null;
  priceUnit: string | null;
  bookingTotal: string;
  bookingDeposit: string;
  /** The booking's lines in order (this one among them), for each one's part of the deposit. */
  bookingLines: { id: number; serviceName: string; cost: string }[];
}

/**
 * Appointments with the service, booking and payment they are shown with, filtered by `where` (on `a`).
 * The payment is the booking's succeeded one if any, else its latest attempt.
 */
function appointmentsQuery(where: SQL, orderAndLimit: SQL = sql``): SQL {
  return sql`
    select a.id, a.booking_id as "bookingId", a.name, a.email, a.phone, a.service_id as "serviceId",
      a.service_name as "serviceName", s.description as "serviceDescription", s.price_unit as "priceUnit",
      a.quantity, a.unit_price::text as "unitPrice", a.estimated_cost::text as "estimatedCost",
      b.total_amount::text as "bookingTotal", b.deposit_amount::text as "bookingDeposit",
      (select json_agg(json_build_object('id', l.id, 'serviceName', l.service_name, 'cost', l.estimated_cost::text)
          order by l.id) from appointments l where l.booking_id = a.booking_id) as "bookingLines",
      a.date::text as "date", a.time, a.status, a.details, b.address, ${isoTimestamp(sql`a.created_at`)} as "createdAt",
      coalesce((select cancel_window_hours from business_settings limit 1), 24) as "cancelWindowHours",
      (select json_build_object(
          'transactionId', p.transaction_id, 'amount', p.amount::text, 'currency', p.currency,
          'status', p.status, 'createdAt', ${isoTimestamp(sql`p.created_at`)},
          'paidAt', ${isoTimestamp(sql`p.paid_at`)},
          'refundedAmount', p.refunded_amount::text,
          'refunds', (select coalesce(json_agg(json_build_object(
              'id', r.id, 'appointmentId', r.appointment_id, 'amount', r.amount::text, 'reason', r.reason,
              'note', r.note, 'status', r.status, 'createdAt', ${isoTimestamp(sql`r.created_at`)}) order by r.id), '[]')
            from refunds r where r.payment_id = p.id))
        from payments p where p.booking_id = a.booking_id
        order by (p.status = 'succeeded') desc, p.created_at desc, p.id desc limit 1) as "payment",
      (select json_build_object(
          'number', e.number,
          'total', coalesce(ea.total, (select sum(x.total_amount) from bookings x where x.estimate_id = e.id))::text,
          'depositPaid', (select p.amount::text from payments p
            where p.estimate_id = e.id and p.status = 'succeeded' order by p.id desc limit 1))
        from estimates e
        left join lateral (select total from estimate_approvals
          where estimate_id = e.id order by (id = e.approval_id) desc, id desc limit 1) ea on true
        where e.id = b.estimate_id) as "estimate"
    from appointments a
    join bookings b on b.id = a.booking_id
    left join services s on s.id = a.service_id
    where ${where}
    ${orderAndLimit}`;
}

/** One row as the API answers it. */
function toAppointment(row: AppointmentRow): Appointment {
  const lines = row.bookingLines.map((l) => ({ serviceName: l.serviceName, lineCents: toCents(l.cost) }));
  const depositCents = toCents(row.bookingDeposit);
  const shares = lineDepositShares(lines, depositCents);
  const share = shares[row.bookingLines.findIndex((l) => l.id === row.id)] ?? 0;
  return {
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
    deposit: fromCents(share),
    booking: {
      total: row.bookingTotal,
      deposit: row.bookingDeposit,
      lines: row.bookingLines.length,
      // A work day of an estimate asks nothing itself (its deposit was the estimate's): not a cap.
      capped: row.estimate === null && depositIsCapped(lines, depositCents),
    },
    date: row.date,
    time: row.time,
    status: row.status,
    details: row.details,
    address: row.address,
    createdAt: row.createdAt,
    payment: row.payment,
    cancelWindowHours: row.cancelWindowHours,
    estimate: row.estimate,
  };
}

/** The appointments matching `where` (on `a`), in one query, ordered and limited by `orderAndLimit`. */
export async function selectAppointments(db: Db, where: SQL, orderAndLimit?: SQL): Promise<Appointment[]> {
  const rows = await selectRows<AppointmentRow>(db, appointmentsQuery(where, orderAndLimit));
  return rows.map(toAppointment);
}

/** The email an appointment belongs to, or undefined when there is no such appointment. */
export async function appointmentOwnerEmail(db: Db, id: string): Promise<string | undefined> {
  const appointmentId = idOf(id);
  if (appointmentId === undefined) return undefined;
  const [row] = await db
    .select({ email: appointments.email })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row?.email;
}

/** The booking an appointment belongs to, or undefined when there is no such appointment. */
export async function appointmentBookingId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ bookingId: appointments.bookingId })
    .from(appointments)
    .where(eq(appointments.id, id));
  return row?.bookingId;
}

export async function getAppointment(db: Db, id: number): Promise<Appointment | undefined> {
  const [appointment] = await selectAppointments(db, sql`a.id = ${id}`);
  return appointment;
}

/** A customer's appointments (their email, compared case-insensitively), newest visit first. */
export function listAppointmentsForEmail(db: Db, email: string): Promise<Appointment[]> {
  return selectAppointments(
    db,
    sql`lower(a.email) = ${email.toLowerCase()}`,
    sql`order by a.date desc, a.time desc, a.id desc`,
  );
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
 * A cancel from My Projects, by the customer or an admin: only where the customer may cancel (pending or
 * confirmed), an admin included, decided by the update itself so that two requests at once cannot both
 * pass a check made before it. Returns whether it was cancelled.
 */
export async function cancelAppointment(db: Db, id: number, by: "customer" | "admin"): Promise<boolean> {
  const updated = await db
    .update(appointments)
    .set({ status: "cancelled", cancelledBy: cancelledByAfter(by, "cancelled") })
    .where(and(eq(appointments.id, id), mayMoveSql("customer", "cancelled", { status: appointments.status })))
    .returning({ id: appointments.id });
  return updated.length > 0;
}
