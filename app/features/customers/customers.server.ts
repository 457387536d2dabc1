/**
 * The admin's customer list and customer deletion (DECISIONS.md "Customers"). Aggregates are computed in
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
  totalAppointments: `"totalAppointments"`,
  lastAppointment: `"lastAppointment"`,
  totalSpent: "spent.total",
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
  const activeSince = sql`(${businessToday(now)}::date - interval '12 months')::date`;
  const [items, [{ total }]] = await Promise.all([
    selectRows<AdminCustomer>(
      db,
      sql`select c.id, c.name, c.email, c.phone,
            visits.count as "totalAppointments", visits.last::text as "lastAppointment",
            spent.total::numeric(14, 2)::text as "totalSpent",
            case when visits.count = 0 then 'new'
                 when visits.last >= ${activeSince} then 'active'
                 else 'inactive' end as status,
            ${isoTimestamp(sql`c.created_at`)} as "createdAt"
          from customers c
          cross join lateral (select count(*)::int as count, max(a.date) as last
                              from appointments a where a.customer_id = c.id) visits
          cross join lateral (select coalesce(sum(p.amount), 0) as total
                              from payments p join bookings b on b.id = p.booking_id
                              where b.customer_id = c.id and p.status = 'succeeded') spent
          where ${where}
          order by ${order}
          limit ${list.pageSize} offset ${(list.page - 1) * list.pageSize}`,
    ),
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
