/**
 * The dashboard's figures (docs/business-data.md), each computed in SQL in business time
 * (America/Chicago): "today" and "this month" are the business's, whatever the server's time zone.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { isoTimestamp, selectRows } from "../../../db/rows";
import { appointmentColumns, upcomingSql } from "~/lib/appointment-lifecycle-sql.server";
import { BUSINESS_TIME_ZONE } from "~/lib/dates";
import type { AdminStats, DashboardOverview } from "./dashboard";

const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
/** The business's local wall-clock time (timestamp without time zone) at `now`. */
const localNow = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
/** Midnight on the 1st of the local month `months` after the current one, as an instant. */
const monthStart = (now: Date, months: number) =>
  sql`((date_trunc('month', ${localNow(now)}) + make_interval(months => ${months})) at time zone ${zone})`;

export async function getAdminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const [stats] = await selectRows<AdminStats>(
    db,
    sql`select
      (select count(*)::int from appointments) as "totalBookings",
      (select count(*)::int from appointments where ${upcomingSql(now, appointmentColumns())})
        as "upcomingAppointments",
      (select coalesce(sum(amount), 0)::numeric(14, 2)::text from payments
        where status = 'succeeded' and paid_at >= ${monthStart(now, 0)} and paid_at < ${monthStart(now, 1)})
        as "monthlyRevenue",
      (select count(*)::int from appointments where status = 'completed') as "completedProjects"`,
  );
  return stats;
}

export async function getDashboardOverview(db: Db, now = new Date()): Promise<DashboardOverview> {
  const [recentActivity, popularServices, months] = await Promise.all([
    // "nulls last" as the index on (created_at, id) is written, so the 5 rows are read from it directly.
    selectRows<DashboardOverview["recentActivity"][number]>(
      db,
      sql`select id, name, service_name as "serviceName", status, ${isoTimestamp(sql`created_at`)} as "createdAt"
          from appointments order by created_at desc nulls last, id desc nulls last limit 5`,
    ),
    selectRows<DashboardOverview["popularServices"][number]>(
      db,
      sql`select service_name as "serviceName", count(*)::int as count,
            round(count(*) * 100.0 / sum(count(*)) over ())::int as percentage
          from appointments group by service_name order by count(*) desc, service_name limit 3`,
    ),
    // generate_series gives every month, so a month without bookings or payments shows 0. Each month is
    // two index-only range reads; `limit 12` tells the planner how few months there are (its default guess
    // of 1000 rows makes the query look costly enough to compile, which is slower than running it).
    selectRows<DashboardOverview["months"][number]>(
      db,
      sql`select to_char(m, 'YYYY-MM') as month,
            (select count(*)::int from appointments
              where created_at >= (m at time zone ${zone})
                and created_at < ((m + interval '1 month') at time zone ${zone})) as bookings,
            (select coalesce(sum(amount), 0)::numeric(14, 2)::text from payments
              where status = 'succeeded' and paid_at >= (m at time zone ${zone})
                and paid_at < ((m + interval '1 month') at time zone ${zone})) as revenue
          from (select m from generate_series(date_trunc('month', ${localNow(now)}) - interval '11 months',
                                              date_trunc('month', ${localNow(now)}), interval '1 month') as m
                limit 12) as months
          order by m`,
    ),
  ]);
  return { recentActivity, popularServices, months };
}
