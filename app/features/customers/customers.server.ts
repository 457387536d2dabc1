/**
 * The admin's customer list and customer deletion (docs/business-data.md). Aggregates are computed in
 * SQL per page: sorting by a customer column reads only the page's rows; sorting by an aggregate ranks all.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { containsPattern, isoTimestamp, selectRows } from "../../../db/rows";
import { businessToday } from "~/lib/dates";
import type { Page } from "~/lib/vocabulary";
import type { AdminCustomer, CUSTOMER_SORTS } from "./customer";

export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const ORDER: Record<CustomerSort, string> = {
  name: "lower(c.name)",
  email: "c.email",
  totalAppointments: `coalesce(visits.count, 0)`,
  lastAppointment: "visits.last",
  totalSpent: "coalesce(spent.total, 0)",
  createdAt: "c.created_at",
};

/** `q` matches name, email or phone, case-insensitively (phone also by its digits alone). */
function searchSql(q: string): SQL {
  if (!q) return sql`true`;
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, "");
  const byDigits =
    digits.length >= 3
      ? sql` or regexp_replace(c.phone, '\\D', '', 'g') like ${containsPattern(digits)}`
      : sql``;
  return sql`(c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern}${byDigits})`;
}

const AGGREGATE_SORTS: readonly CustomerSort[] = ["totalAppointments", "lastAppointment", "totalSpent"];

/** One customer row as the API answers it, from `c` and its `visits` and `spent` aggregates. */
const customerColumns = (now: Date) => sql`c.id, c.name, c.email, c.phone,
  coalesce(visits.count, 0) as "totalAppointments", visits.last::text as "lastAppointment",
  coalesce(spent.total, 0)::numeric(14, 2)::text as "totalSpent",
  case when coalesce(visits.count, 0) = 0 then 'new'
       when visits.last >= (${businessToday(now)}::date - interval '12 months')::date then 'active'
       else 'inactive' end as status,
  ${isoTimestamp(sql`c.created_at`)} as "createdAt"`;

/**
 * Sorted by a customer column, the page is chosen first and only its rows are aggregated (index lookups per
 * row). Sorted by an aggregate, every customer is ranked: the aggregates are grouped once per table instead.
 */
function customerPageSql(columns: SQL, where: SQL, order: SQL, page: SQL, byAggregate: boolean): SQL {
  if (byAggregate) {
    return sql`with visits as (
        select customer_id, count(*)::int as count, max(date) as last from appointments group by customer_id),
      spent as (
        select b.customer_id, sum(p.amount) as total from payments p join bookings b on b.id = p.booking_id
        where p.status = 'succeeded' group by b.customer_id)
      select ${columns}
      from customers c
      left join visits on visits.customer_id = c.id
      left join spent on spent.customer_id = c.id
      where ${where} order by ${order} ${page}`;
  }
  return sql`select ${columns}
    from (select * from customers c where ${where} order by ${order} ${page}) c
    cross join lateral (select count(*)::int as count, max(a.date) as last
                        from appointments a where a.customer_id = c.id) visits
    cross join lateral (select sum(p.amount) as total
                        from payments p join bookings b on b.id = p.booking_id
                        where b.customer_id = c.id and p.status = 'succeeded') spent
    order by ${order}`;
}

export async function listCustomers(
  db: Db,
  q: string,
  list: { page: number; pageSize: number; sort: CustomerSort; descending: boolean },
  now = new Date(),
): Promise<Page<AdminCustomer>> {
  const where = searchSql(q);
  const dir = list.descending ? "desc" : "asc";
  // Nulls (no appointment yet) sort as the smallest value either way.
  const order = sql.raw(
    `${ORDER[list.sort]} ${dir} nulls ${list.descending ? "last" : "first"}, c.id ${dir}`,
  );
  const page = sql`limit ${list.pageSize} offset ${(list.page - 1) * list.pageSize}`;
  const byAggregate = AGGREGATE_SORTS.includes(list.sort);
  const [items, [{ total }]] = await Promise.all([
    selectRows<AdminCustomer>(db, customerPageSql(customerColumns(now), where, order, page, byAggregate)),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from customers c where ${where}`),
  ]);
  return { items, total, page: list.page, pageSize: list.pageSize };
}

/**
 * Deletes a customer and what is theirs, in one transaction: their account (and with it sessions and sign-in
 * methods, unless it is an admin's), bookings and appointments, quote requests and messages. Payments stay
 * for the books, detached from the deleted booking (the schema sets booking_id null), so revenue is unchanged.
 */
export async function deleteCustomer(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [customer] = await selectRows<{ email: string; userId: string | null }>(
      tx,
      sql`delete from customers where id = ${id} returning email, user_id as "userId"`,
    );
    if (!customer) return false;
    const email = customer.email.toLowerCase();
    // The customer row's cascade took their bookings; appointments booked under this email elsewhere go too.
    await tx.execute(sql`delete from appointments where lower(email) = ${email}`);
    await tx.execute(sql`delete from quote_requests where lower(email) = ${email}`);
    await tx.execute(sql`delete from contact_messages where lower(email) = ${email}`);
    await tx.execute(
      sql`delete from users where (id = ${customer.userId} or lower(email) = ${email}) and not is_admin`,
    );
    return true;
  });
}
