/**
 * The back office's figures counted directly from appointments, bookings, invoices and payments, the slow way: what
 * the rollups the database keeps (docs/decisions/0016-back-office-rollups.md) must always equal. Money
 * is counted net of refunds: what a succeeded payment kept (amount - refunded_amount).
 */
import { sql } from "drizzle-orm";
import { appointmentColumns, upcomingSql } from "~/lib/appointment-lifecycle-sql.server";
import { BUSINESS_TIME_ZONE, businessToday } from "~/lib/dates";
import { ESTIMATE_VISIT_NAME_PATTERN } from "~/lib/estimate-visit-name";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";

const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const localMonth = (now: Date) =>
  sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${zone})`;

export async function referenceStats(db: Db, now: Date) {
  const month = localMonth(now);
  const [stats] = await selectRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*)::int from appointments) as "totalBookings",
      (select count(*)::int from appointments where ${upcomingSql(now, appointmentColumns())})
        as "upcomingAppointments",
      (select coalesce(sum(amount - refunded_amount), 0)::numeric(14, 2)::text from payments
        where status = 'succeeded' and paid_at >= (${month} at time zone ${zone})
          and paid_at < ((${month} + interval '1 month') at time zone ${zone})) as "monthlyRevenue",
      (select count(*)::int from appointments where status = 'completed') as "completedProjects"`,
  );
  return stats;
}

export async function referenceOverview(db: Db, now: Date) {
  const [recentActivity, popularServices, months] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select id from appointments order by created_at desc, id desc limit 5`,
    ),
    selectRows<Record<string, unknown>>(
      db,
      sql`select service_name as "serviceName", count(*)::int as count,
            round(count(*) * 100.0 / sum(count(*)) over ())::int as percentage
          from appointments where service_name !~ ${ESTIMATE_VISIT_NAME_PATTERN}
          group by service_name order by count(*) desc, service_name limit 3`,
    ),
    selectRows<Record<string, unknown>>(
      db,
      sql`select to_char(m, 'YYYY-MM') as month,
            (select count(*)::int from appointments
              where created_at >= (m at time zone ${zone})
                and created_at < ((m + interval '1 month') at time zone ${zone})) as bookings,
            (select coalesce(sum(amount - refunded_amount), 0)::numeric(14, 2)::text from payments
              where status = 'succeeded' and paid_at >= (m at time zone ${zone})
                and paid_at < ((m + interval '1 month') at time zone ${zone})) as revenue
          from generate_series(${localMonth(now)} - interval '11 months', ${localMonth(now)}, interval '1 month') m
          order by m`,
    ),
  ]);
  return { recentActivity: recentActivity.map((row) => row.id), popularServices, months };
}

export async function referenceAppointmentCounts(db: Db) {
  const [counts] = await selectRows<{ total: number; confirmed: number; pending: number }>(
    db,
    sql`select count(*)::int as total,
          count(*) filter (where status = 'confirmed')::int as confirmed,
          count(*) filter (where status = 'pending')::int as pending
        from appointments`,
  );
  return counts;
}

/** How many appointments a list filtered by status, visit dates and a search (plain letters) holds. */
export async function referenceAppointmentTotal(
  db: Db,
  filter: { status?: string; from?: string; to?: string; q?: string },
): Promise<number> {
  const pattern = filter.q ? `%${filter.q.toLowerCase()}%` : null;
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from appointments
        where (${filter.status ?? null}::text is null or status = ${filter.status ?? null})
          and (${filter.from ?? null}::date is null or date >= ${filter.from ?? null}::date)
          and (${filter.to ?? null}::date is null or date <= ${filter.to ?? null}::date)
          and (${pattern}::text is null or lower(name) like ${pattern} or lower(email) like ${pattern}
               or lower(phone) like ${pattern} or lower(service_name) like ${pattern})`,
  );
  return total;
}

export interface CustomerTotals {
  id: number;
  totalAppointments: number;
  lastAppointment: string | null;
  totalSpent: string;
  status: string;
}

/** Every customer with their totals, as the customer list shows them, by id. */
export async function referenceCustomers(db: Db, now: Date) {
  return selectRows<CustomerTotals>(
    db,
    sql`select c.id, coalesce(v.count, 0)::int as "totalAppointments", v.last::text as "lastAppointment",
          coalesce(s.total, 0)::numeric(14, 2)::text as "totalSpent",
          case when coalesce(v.count, 0) = 0 then 'new'
               when v.last >= (${businessToday(now)}::date - interval '12 months')::date then 'active'
               else 'inactive' end as status
        from customers c
        left join (select customer_id, count(*) as count, max(date) as last from appointments
                   group by customer_id) v on v.customer_id = c.id
        left join (select customer_id, sum(amount) as total from (
                     select b.customer_id, p.amount - p.refunded_amount as amount from payments p
                     join bookings b on b.id = p.booking_id where p.status = 'succeeded'
                     union all
                     select e.customer_id, p.amount - p.refunded_amount as amount from payments p
                     join estimates e on e.id = p.estimate_id where p.status = 'succeeded'
                     union all
                     select i.customer_id, p.amount - p.refunded_amount as amount from payments p
                     join invoices i on i.id = p.invoice_id where p.status = 'succeeded'
                   ) paid group by customer_id) s on s.customer_id = c.id
        order by c.id`,
  );
}

/** Invoices sent whose paid amount is not what their succeeded payments kept (net of refunds): none, ever. */
export async function invoicesPaidAmiss(db: Db) {
  return selectRows<{ id: number; amountPaid: string; kept: string }>(
    db,
    sql`select i.id, i.amount_paid::text as "amountPaid", k.kept::text as kept from invoices i
        cross join lateral (select coalesce(sum(p.amount - p.refunded_amount), 0) as kept from payments p
                            where p.invoice_id = i.id and p.status = 'succeeded') k
        where i.status not in ('draft', 'void') and i.amount_paid <> k.kept
        order by i.id`,
  );
}

/** The invoice tallies (count and balance by status and due date) that differ from a direct count. */
export async function invoiceTalliesAmiss(db: Db) {
  return selectRows<{ status: string; dueDate: string | null; count: number; balance: string }>(
    db,
    sql`select coalesce(t.status, c.status) as status, coalesce(t.due_date, c.due_date)::text as "dueDate",
          coalesce(t.count, 0) as count, coalesce(t.balance, 0)::text as balance
        from (select * from invoice_tallies where count <> 0 or balance <> 0) t
        full join (select status, due_date, count(*)::int as count,
                          sum(greatest(total - credited - amount_paid, 0)) as balance
                   from invoices group by 1, 2) c
          on c.status = t.status and c.due_date is not distinct from t.due_date
        where t.count is distinct from c.count or t.balance is distinct from c.balance
        order by 1, 2`,
  );
}
