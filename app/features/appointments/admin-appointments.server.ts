/**
 * The back office's view of appointments (SPEC.md §2 Appointments tab): the paginated, filtered list, the
 * summary, one appointment and status changes. Every answer is the full `Appointment` of appointment.ts.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { containsPattern, isoTimestamp, selectRows } from "../../../db/rows";
import { businessClock, businessToday } from "~/lib/dates";
import { fromCents, lineDepositCents, toCents } from "~/lib/deposit";
import type { ADMIN_SETTABLE_STATUSES, AppointmentStatus, Page, PaymentStatus } from "~/lib/vocabulary";
import type { Appointment } from "./appointment";

interface AppointmentRow {
  id: number;
  bookingId: number;
  name: string;
  email: string;
  phone: string;
  serviceId: number | null;
  serviceName: string;
  serviceDescription: string | null;
  priceUnit: string | null;
  quantity: number;
  unitPrice: string;
  estimatedCost: string;
  bookingTotal: string;
  bookingDeposit: string;
  lines: number;
  date: string;
  time: string;
  status: AppointmentStatus;
  details: string;
  createdAt: string;
  payment: {
    transactionId: string | null;
    amount: string;
    currency: string;
    status: PaymentStatus;
    createdAt: string;
    paidAt: string | null;
  } | null;
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
      (select count(*)::int from appointments l where l.booking_id = a.booking_id) as "lines",
      a.date::text as "date", a.time, a.status, a.details, ${isoTimestamp(sql`a.created_at`)} as "createdAt",
      (select json_build_object(
          'transactionId', p.transaction_id, 'amount', p.amount::text, 'currency', p.currency,
          'status', p.status, 'createdAt', ${isoTimestamp(sql`p.created_at`)},
          'paidAt', ${isoTimestamp(sql`p.paid_at`)})
        from payments p where p.booking_id = a.booking_id
        order by (p.status = 'succeeded') desc, p.created_at desc, p.id desc limit 1) as "payment"
    from appointments a
    join bookings b on b.id = a.booking_id
    left join services s on s.id = a.service_id
    where ${where}
    ${orderAndLimit}`;
}

/** One row as the API answers it (the one mapper of the admin's appointment queries). */
function toAppointment(row: AppointmentRow): Appointment {
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
    deposit: fromCents(lineDepositCents(row.serviceName, toCents(row.estimatedCost))),
    booking: { total: row.bookingTotal, deposit: row.bookingDeposit, lines: row.lines },
    date: row.date,
    time: row.time,
    status: row.status,
    details: row.details,
    createdAt: row.createdAt,
    payment: row.payment,
  };
}

async function selectAppointments(db: Db, where: SQL, orderAndLimit?: SQL) {
  const rows = await selectRows<AppointmentRow>(db, appointmentsQuery(where, orderAndLimit));
  return rows.map(toAppointment);
}

export const APPOINTMENT_SORTS = ["date", "createdAt", "name", "status"] as const;
export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number];

export interface AppointmentFilter {
  status?: AppointmentStatus;
  /** yyyy-MM-dd, inclusive, on the visit date. */
  from?: string;
  to?: string;
  /** Searched in name, email, phone and service name. */
  q?: string;
}

function filterSql({ status, from, to, q }: AppointmentFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (status) conditions.push(sql`a.status = ${status}`);
  if (from) conditions.push(sql`a.date >= ${from}::date`);
  if (to) conditions.push(sql`a.date <= ${to}::date`);
  if (q) {
    // One lower-cased text per row, fields apart by a line break no search box sends: a third of the
    // time of four ILIKEs, which matters when 100,000 rows are read.
    conditions.push(
      sql`lower(concat_ws(E'\n', a.name, a.email, a.phone, a.service_name)) like ${containsPattern(q.toLowerCase())}`,
    );
  }
  return sql.join(conditions, sql` and `);
}

function orderSql(sort: AppointmentSort, descending: boolean): SQL {
  const dir = sql.raw(descending ? "desc" : "asc");
  // Spelled as the newest-first index on (created_at, id) is, so that the index serves either direction.
  const nulls = sql.raw(descending ? "desc nulls last" : "asc nulls first");
  const keys: Record<AppointmentSort, SQL> = {
    date: sql`a.date ${dir}, a.time ${dir}, a.id ${dir}`,
    createdAt: sql`a.created_at ${nulls}, a.id ${nulls}`,
    name: sql`lower(a.name) ${dir}, a.id ${dir}`,
    status: sql`a.status ${dir}, a.date desc, a.time desc, a.id desc`,
  };
  return sql`order by ${keys[sort]}`;
}

export async function listAdminAppointments(
  db: Db,
  filter: AppointmentFilter,
  list: { page: number; pageSize: number; sort: AppointmentSort; descending: boolean },
): Promise<Page<Appointment>> {
  const where = filterSql(filter);
  const offset = (list.page - 1) * list.pageSize;
  const [items, [{ total }]] = await Promise.all([
    selectAppointments(
      db,
      where,
      sql`${orderSql(list.sort, list.descending)} limit ${list.pageSize} offset ${offset}`,
    ),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from appointments a where ${where}`),
  ]);
  return { items, total, page: list.page, pageSize: list.pageSize };
}

export interface AppointmentSummary {
  total: number;
  confirmed: number;
  pending: number;
  /** The next 3 visits from now (business time), not cancelled, by date and time. */
  upcoming: Appointment[];
}

export async function appointmentSummary(db: Db, now = new Date()): Promise<AppointmentSummary> {
  const today = businessToday(now);
  const clock = businessClock(now);
  const [[counts], upcoming] = await Promise.all([
    selectRows<Omit<AppointmentSummary, "upcoming">>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where status = 'confirmed')::int as confirmed,
            count(*) filter (where status = 'pending')::int as pending
          from appointments`,
    ),
    selectAppointments(
      db,
      sql`(a.date > ${today}::date or (a.date = ${today}::date and a.time >= ${clock}))
          and a.status <> 'cancelled'`,
      sql`order by a.date, a.time, a.id limit 3`,
    ),
  ]);
  return { ...counts, upcoming };
}

export async function getAdminAppointment(db: Db, id: number): Promise<Appointment | undefined> {
  const [appointment] = await selectAppointments(db, sql`a.id = ${id}`);
  return appointment;
}

/** A customer's history, newest visit first (email compared case-insensitively). */
export function appointmentsForEmail(db: Db, email: string): Promise<Appointment[]> {
  return selectAppointments(
    db,
    sql`lower(a.email) = ${email.toLowerCase()}`,
    sql`order by a.date desc, a.time desc, a.id desc`,
  );
}

/** Sets the status an admin picked; undefined when there is no such appointment. */
export async function setAppointmentStatus(
  db: Db,
  id: number,
  status: (typeof ADMIN_SETTABLE_STATUSES)[number],
): Promise<Appointment | undefined> {
  const updated = await selectRows<{ id: number }>(
    db,
    sql`update appointments set status = ${status}, updated_at = now() where id = ${id} returning id`,
  );
  return updated.length > 0 ? getAdminAppointment(db, id) : undefined;
}
