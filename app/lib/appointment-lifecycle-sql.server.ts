/**
 * The lifecycle's rules (appointment-lifecycle.ts) as SQL conditions, so that a query filters by the same
 * lists the code checks: no status list is spelled out in SQL.
 */
import { sql, type SQL } from "drizzle-orm";
import { OPEN_STATUSES, transitionsInto, type Actor, type AppointmentStatus } from "./appointment-lifecycle";
import { UNPAID_HOLD_MINUTES } from "./checkout-window";
import { businessClock, businessToday } from "./dates";

/** The unpaid hold as an SQL interval. */
export const UNPAID_HOLD_INTERVAL = sql.raw(`interval '${UNPAID_HOLD_MINUTES} minutes'`);

/** `column in (...)` for a status list (parameters, never spliced text). */
export function statusIn(column: unknown, statuses: readonly AppointmentStatus[]): SQL {
  return sql`${column} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
}

/** The appointment columns a condition reads, e.g. of an alias `a` or of the table itself. */
export interface StatusColumns {
  status: unknown;
  cancelledBy?: unknown;
  date?: unknown;
  time?: unknown;
}

/** The columns of an appointments alias (`a`) or of the unaliased table. */
export function appointmentColumns(alias?: string): Required<StatusColumns> {
  const column = (name: string) => (alias ? sql.raw(`${alias}.${name}`) : sql.raw(name));
  return {
    status: column("status"),
    cancelledBy: column("cancelled_by"),
    date: column("date"),
    time: column("time"),
  };
}

/** The appointments `actor` may move into `to` (transitionsInto), as a condition on their columns. */
export function mayMoveSql(actor: Actor, to: AppointmentStatus, columns: StatusColumns): SQL {
  const moves = transitionsInto(actor, to).map((t) =>
    t.cancelledBy === undefined
      ? sql`${columns.status} = ${t.from}`
      : sql`(${columns.status} = ${t.from} and ${columns.cancelledBy} = ${t.cancelledBy})`,
  );
  return moves.length === 0 ? sql`false` : sql`(${sql.join(moves, sql` or `)})`;
}

/**
 * isUpcoming in SQL: an open status and a visit that has not started at `now`, in business time (a visit
 * has started once the business clock reaches its time, as isPastSlot reads it).
 */
export function upcomingSql(
  now: Date,
  columns: Required<Pick<StatusColumns, "status" | "date" | "time">>,
): SQL {
  const today = businessToday(now);
  // `date >= today` is implied by what follows; spelled out, it bounds an index scan on the date.
  return sql`(${statusIn(columns.status, OPEN_STATUSES)} and ${columns.date} >= ${today}::date
    and (${columns.date} > ${today}::date or (${columns.date} = ${today}::date and ${columns.time} > ${businessClock(now)})))`;
}
