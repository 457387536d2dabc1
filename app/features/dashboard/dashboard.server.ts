/**
 * The dashboard's figures (docs/business-data.md), in business time (America/Chicago): "today" and "this
 * month" are the business's, whatever the server's time zone. Counts and sums come from the rollups the
 * database keeps exact (appointment_tallies, revenue_by_day: docs/decisions/0016-back-office-rollups.md).
 */
import { sql, type SQL } from "drizzle-orm";
import { appointmentColumns, upcomingSql } from "~/lib/appointment-lifecycle-sql.server";
import { BUSINESS_TIME_ZONE } from "~/lib/dates";
import { ESTIMATE_VISIT_NAME_PATTERN } from "~/lib/estimate-visit-name";
import type { Db } from "~db/client.server";
import { isoTimestamp, selectRows } from "~db/rows";
import type { AdminStats, DashboardOverview, SalesPipeline } from "./endpoints";

const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** The business's local wall-clock time (timestamp without time zone) at `now`. */
const localNow = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
/** The 1st of the local month `months` after the current one, as a business date. */
const monthStart = (now: Date, months: number) =>
  sql`(date_trunc('month', ${localNow(now)}) + make_interval(months => ${months}))::date`;

export async function getAdminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const [stats] = await selectRows<AdminStats>(
    db,
    sql`select
      (select coalesce(sum(count), 0)::int from appointment_tallies) as "totalBookings",
      (select count(*)::int from appointments where ${upcomingSql(now, appointmentColumns())})
        as "upcomingAppointments",
      (select coalesce(sum(amount), 0)::numeric(14, 2)::text from revenue_by_day
        where paid_on >= ${monthStart(now, 0)} and paid_on < ${monthStart(now, 1)}) as "monthlyRevenue",
      (select coalesce(sum(count), 0)::int from appointment_tallies where status = 'completed')
        as "completedProjects"`,
  );
  return stats;
}

export async function getDashboardOverview(db: Db, now = new Date()): Promise<DashboardOverview> {
  const [recentActivity, popularServices, months, [pipeline]] = await Promise.all([
    // "nulls last" as the index on (created_at, id) is written, so the 5 rows are read from it directly.
    selectRows<DashboardOverview["recentActivity"][number]>(
      db,
      sql`select id, name, service_name as "serviceName", status, ${isoTimestamp(sql`created_at`)} as "createdAt"
          from appointments order by created_at desc nulls last, id desc nulls last limit 5`,
    ),
    // Catalog services only: an estimate's work days are not bookings of a service.
    selectRows<DashboardOverview["popularServices"][number]>(
      db,
      sql`select service_name as "serviceName", sum(count)::int as count,
            round(sum(count) * 100.0 / nullif(sum(sum(count)) over (), 0))::int as percentage
          from appointment_tallies where service_name !~ ${ESTIMATE_VISIT_NAME_PATTERN}
          group by service_name having sum(count) > 0
          order by sum(count) desc, service_name limit 3`,
    ),
    // generate_series gives every month, so a month without bookings or payments shows 0.
    selectRows<DashboardOverview["months"][number]>(
      db,
      sql`select to_char(m, 'YYYY-MM') as month,
            (select coalesce(sum(count), 0)::int from appointment_tallies
              where booked_on >= m::date and booked_on < (m + interval '1 month')::date) as bookings,
            (select coalesce(sum(amount), 0)::numeric(14, 2)::text from revenue_by_day
              where paid_on >= m::date and paid_on < (m + interval '1 month')::date) as revenue
          from generate_series(date_trunc('month', ${localNow(now)}) - interval '11 months',
                               date_trunc('month', ${localNow(now)}), interval '1 month') as m
          order by m`,
    ),
    salesPipeline(db, now),
  ]);
  return { recentActivity, popularServices, months, pipeline: pipeline! };
}

/** The month's business instants as a timestamptz range condition on `column`. */
const inMonth = (column: SQL, now: Date) =>
  sql`(${column} at time zone ${zone})::date >= ${monthStart(now, 0)}
      and (${column} at time zone ${zone})::date < ${monthStart(now, 1)}`;

/**
 * An estimate counts once by its number: its first sending is when it was sent (revisions keep the number),
 * and it is approved when any of its revisions is.
 */
function salesPipeline(db: Db, now: Date) {
  return selectRows<SalesPipeline>(
    db,
    sql`with numbers as (
          select number, min(sent_at) as first_sent,
            bool_or(status in ('approved', 'scheduled')) as approved
          from estimates group by number
        ),
        approvals as (
          select a.total from estimates e join estimate_approvals a on a.id = e.approval_id
          where ${inMonth(sql`e.decided_at`, now)}
        )
        select
          (select count(*)::int from quote_requests where ${inMonth(sql`created_at`, now)}) as requests,
          (select count(*)::int from numbers where ${inMonth(sql`first_sent`, now)}) as sent,
          (select count(*)::int from approvals) as approved,
          (select coalesce(sum(total), 0)::numeric(14, 2)::text from approvals) as "approvedValue",
          (select round(100.0 * count(*) filter (where approved) / nullif(count(*), 0))::int
            from numbers where ${inMonth(sql`first_sent`, now)}) as "approvalRate"`,
  );
}
