/**
 * The admin's customer list and customer deletion (docs/business-data.md). A customer's appointment count,
 * last visit and total spent are kept exact by the database (customer_totals), so any sort reads one page
 * of an index.
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import type { Page, TextConsentSource, TextDirection, TextStatus } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { containsPattern, isoTimestamp, selectRows } from "~db/rows";
import {
  customers,
  CUSTOMER_PHONE_DIGITS,
  CUSTOMER_SEARCH_TEXT,
  textConsents,
  textMessages,
} from "~db/schema";
import type { AdminCustomer, CUSTOMER_SORTS, CustomerTexts } from "./customer";

export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The sort keys, each served by an index on customers or customer_totals (db/schema.ts) either way. */
const ORDER: Record<CustomerSort, string> = {
  name: "lower(c.name)",
  email: "c.email",
  totalAppointments: "t.appointment_count",
  lastAppointment: "t.last_visit",
  totalSpent: "t.total_spent",
  createdAt: "c.created_at",
};

/**
 * `q` matches name, email or phone, case-insensitively (phone also by its digits alone), through the
 * trigram indexes on the same expressions (db/schema.ts).
 */
function searchSql(q: string): SQL {
  if (!q) return sql`true`;
  const digits = q.replace(/\D/g, "");
  const byDigits =
    digits.length >= 3 ? sql` or ${CUSTOMER_PHONE_DIGITS} like ${containsPattern(digits)}` : sql``;
  return sql`(${CUSTOMER_SEARCH_TEXT} like ${containsPattern(q.toLowerCase())}${byDigits})`;
}

/** One customer row as the API answers it, `t` their totals kept by the database (0016-back-office-rollups.md). */
const customerColumns = (now: Date) => sql`c.id, c.name, c.email, c.phone,
  t.appointment_count as "totalAppointments", t.last_visit::text as "lastAppointment",
  t.total_spent::text as "totalSpent",
  case when t.appointment_count = 0 then 'new'
       when t.last_visit >= (${businessToday(now)}::date - interval '12 months')::date then 'active'
       else 'inactive' end as status,
  ${isoTimestamp(sql`c.created_at`)} as "createdAt"`;

export async function listCustomers(
  db: Db,
  q: string,
  list: { page: number; pageSize: number; sort: CustomerSort; descending: boolean },
  now = new Date(),
): Promise<Page<AdminCustomer>> {
  const where = searchSql(q);
  const dir = list.descending ? "desc" : "asc";
  // Nulls (no visit yet) sort as the smallest value either way, spelled as the sort indexes are written.
  const nulls = list.descending ? "nulls last" : "nulls first";
  const order = sql.raw(`${ORDER[list.sort]} ${dir} ${nulls}, c.id ${dir} ${nulls}`);
  const [items, [{ total }]] = await Promise.all([
    selectRows<AdminCustomer>(
      db,
      sql`select ${customerColumns(now)}
          from customers c join customer_totals t on t.customer_id = c.id where ${where}
          order by ${order} limit ${list.pageSize} offset ${(list.page - 1) * list.pageSize}`,
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

/** The most texts the customer's page lists (the inbox holds the whole conversation). */
export const TEXT_LOG_LENGTH = 50;

/**
 * A customer's texts (docs/texts.md): where their consent stands, its history (when, how, from where, the
 * words shown) and their latest texts either way with their status. Undefined for no such customer.
 */
export async function customerTexts(db: Db, id: number): Promise<CustomerTexts | undefined> {
  const [customer] = await db
    .select({ optIn: customers.textOptIn, phone: customers.phoneE164 })
    .from(customers)
    .where(eq(customers.id, id));
  if (!customer) return undefined;
  const consents = await db
    .select()
    .from(textConsents)
    .where(eq(textConsents.customerId, id))
    .orderBy(desc(textConsents.createdAt), desc(textConsents.id));
  const messages = await db
    .select()
    .from(textMessages)
    .where(eq(textMessages.customerId, id))
    .orderBy(desc(textMessages.createdAt), desc(textMessages.id))
    .limit(TEXT_LOG_LENGTH);
  return {
    ...customer,
    consents: consents.map((row) => ({
      optIn: row.optIn,
      source: row.source as TextConsentSource,
      wording: row.wording,
      phone: row.phoneE164,
      clientAddress: row.clientAddress,
      at: row.createdAt.toISOString(),
    })),
    messages: messages.map((row) => ({
      id: row.id,
      direction: row.direction as TextDirection,
      kind: row.kind,
      body: row.body,
      status: row.status as TextStatus,
      error: row.error,
      // A sent text is dated when it went; one still waiting, when it was written.
      at: (row.sentAt ?? row.createdAt).toISOString(),
    })),
  };
}
