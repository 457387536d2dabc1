/** The Invoices list (docs/invoices.md): a page newest first, filtered by status (overdue too) or searched. */
import { desc, eq, inArray, sql } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import type { InvoiceStatus, Page } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { containsPattern, selectRows } from "~db/rows";
import { invoices } from "~db/schema";
import {
  balanceCents,
  isOverdue,
  OPEN_STATUSES,
  overdueSql,
  type InvoiceRow,
} from "./invoice-lifecycle.server";
import type { InvoiceListItem } from "./invoice-view";

/** The list's status filter: a stored status, or overdue (read from the due date). */
export type InvoiceFilter = InvoiceStatus | "overdue";

/**
 * How many invoices the list's filter holds, from the tallies (invoice_tallies, kept by the database) rather
 * than by counting the invoices: every invoice, one status, or the open ones due before `today`.
 */
async function tallied(db: Db, status: InvoiceFilter | undefined, today: string): Promise<number> {
  const where =
    status === "overdue"
      ? sql`status in ${OPEN_STATUSES} and due_date < ${today}`
      : status
        ? sql`status = ${status}`
        : sql`true`;
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select coalesce(sum(count), 0)::int as total from invoice_tallies where ${where}`,
  );
  return row!.total;
}

/**
 * A search's page of invoices and how many it found, through the database's invoice_search (migration
 * 0020_invoice_tallies.sql): its plan is kept per connection, the trigram index's estimates costing more than
 * the search itself.
 */
async function searched(
  db: Db,
  pattern: string,
  status: InvoiceFilter | undefined,
  today: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const search = (size: number, skip: number) =>
    selectRows<{ id: number; found: number }>(
      db,
      sql`select id, found from invoice_search(${pattern}, ${status && status !== "overdue" ? status : null},
            ${status === "overdue" ? today : null}::date, ${size}, ${skip})`,
    );
  const found = await search(pageSize, (page - 1) * pageSize);
  // A page past the last one reads no row, and so no count: the first row's is read then.
  if (found.length === 0) return { rows: [], total: page > 1 ? ((await search(1, 0))[0]?.found ?? 0) : 0 };
  const ids = found.map((row) => row.id);
  const rows = await db.select().from(invoices).where(inArray(invoices.id, ids));
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { rows, total: found[0]!.found };
}

/**
 * The Invoices list, newest first; `status` filters (overdue too), `q` finds a customer or a number (the
 * search counts what it finds; the rest is counted from the tallies).
 */
export async function listInvoices(
  db: Db,
  { page, pageSize, status, q }: { page: number; pageSize: number; status?: InvoiceFilter; q?: string },
  now = new Date(),
): Promise<Page<InvoiceListItem>> {
  const today = businessToday(now);
  const where = status === "overdue" ? overdueSql(today) : status ? eq(invoices.status, status) : undefined;
  const { rows, total } = q
    ? await searched(db, containsPattern(q.toLowerCase()), status, today, { page, pageSize })
    : await Promise.all([
        db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(desc(invoices.createdAt), desc(invoices.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        tallied(db, status, today),
      ]).then(([rows, total]) => ({ rows, total }));
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status as InvoiceStatus,
      overdue: isOverdue(row, today),
      customer: { name: row.customerName, email: row.customerEmail },
      total: row.total,
      amountPaid: row.amountPaid,
      balance: fromCents(Math.max(0, balanceCents(row))),
      issuedAt: row.issuedOn,
      dueDate: row.dueDate,
    })),
    total,
    page,
    pageSize,
  };
}
