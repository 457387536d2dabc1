/**
 * The back office's view of appointments (the Appointments tab): the paginated, filtered list, the
 * summary, one appointment and status changes. Every answer is the full `Appointment` of appointment.ts.
 */
import { sql, type SQL } from "drizzle-orm";
import { cancelledByAfter, type ADMIN_SETTABLE_STATUSES } from "~/lib/appointment-lifecycle";
import { appointmentColumns, upcomingSql } from "~/lib/appointment-lifecycle-sql.server";
import type { AppointmentStatus, Page } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { containsPattern, selectRows } from "~db/rows";
import type { Appointment } from "./appointment";
import { getAppointment, selectAppointments } from "./appointments.server";
import type { AppointmentSummary } from "./endpoints";

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
    // The expression of the trigram index appointments_search_idx (db/schema.ts), columns qualified
    // because the list query joins services, which has a name too.
    conditions.push(
      sql`lower(a.name || E'\\n' || a.email || E'\\n' || a.phone || E'\\n' || a.service_name) like ${containsPattern(q.toLowerCase())}`,
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

/** How many appointments match the filter, summed from the visit tallies the database keeps exact. */
function tallyCountSql(filter: Omit<AppointmentFilter, "q">): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.from) conditions.push(sql`visit_on >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`visit_on <= ${filter.to}::date`);
  return sql`select coalesce(sum(count), 0)::int as total from visit_tallies
             where ${sql.join(conditions, sql` and `)}`;
}

/**
 * One page of the list and its total. Without a search the total is read from the tallies
 * (docs/decisions/0016-back-office-rollups.md). A search reads its matches through the trigram index once:
 * the page's ids and the number of matches come from one query, then the page's rows by id.
 */
export async function listAdminAppointments(
  db: Db,
  filter: AppointmentFilter,
  list: { page: number; pageSize: number; sort: AppointmentSort; descending: boolean },
): Promise<Page<Appointment>> {
  const where = filterSql(filter);
  const order = orderSql(list.sort, list.descending);
  const page = sql`limit ${list.pageSize} offset ${(list.page - 1) * list.pageSize}`;
  const answer = (items: Appointment[], total: number) => ({
    items,
    total,
    page: list.page,
    pageSize: list.pageSize,
  });
  if (!filter.q) {
    const [items, [{ total }]] = await Promise.all([
      selectAppointments(db, where, sql`${order} ${page}`),
      selectRows<{ total: number }>(db, tallyCountSql(filter)),
    ]);
    return answer(items, total);
  }
  const matches = await selectRows<{ id: number; total: number }>(
    db,
    sql`select a.id, count(*) over ()::int as total from appointments a where ${where} ${order} ${page}`,
  );
  if (matches.length === 0 && list.page === 1) return answer([], 0);
  if (matches.length === 0) {
    // Past the last page: the window had no row to carry the count.
    const [{ total }] = await selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from appointments a where ${where}`,
    );
    return answer([], total);
  }
  const ids = matches.map((match) => match.id);
  const items = await selectAppointments(db, sql`a.id in (${sql.join(ids, sql`, `)})`, order);
  return answer(items, matches[0]!.total);
}

/** The counts, and the next 3 upcoming visits (isUpcoming of appointment-lifecycle.ts) by date and time. */
export async function appointmentSummary(db: Db, now = new Date()): Promise<AppointmentSummary> {
  const [[counts], upcoming] = await Promise.all([
    selectRows<Omit<AppointmentSummary, "upcoming">>(
      db,
      sql`select coalesce(sum(count), 0)::int as total,
            coalesce(sum(count) filter (where status = 'confirmed'), 0)::int as confirmed,
            coalesce(sum(count) filter (where status = 'pending'), 0)::int as pending
          from visit_tallies`,
    ),
    selectAppointments(
      db,
      upcomingSql(now, appointmentColumns("a")),
      sql`order by a.date, a.time, a.id limit 3`,
    ),
  ]);
  return { ...counts, upcoming };
}

/** Sets the status an admin picked; undefined when there is no such appointment. */
export async function setAppointmentStatus(
  db: Db,
  id: number,
  status: (typeof ADMIN_SETTABLE_STATUSES)[number],
): Promise<Appointment | undefined> {
  const updated = await selectRows<{ id: number }>(
    db,
    sql`update appointments set status = ${status}, updated_at = now(),
          cancelled_by = ${cancelledByAfter("admin", status)}
        where id = ${id} returning id`,
  );
  return updated.length > 0 ? getAppointment(db, id) : undefined;
}
