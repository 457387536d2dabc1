/**
 * Invoice numbers: INV-2026-0001, one sequence per year with no gaps. The year's counter row is taken with
 * an upsert that holds its lock until the sending transaction ends: two invoices sent at once wait for each
 * other, and a send that fails gives its number back with the rollback.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { invoiceNumbers } from "~db/schema";

/** The next number of `year`, inside the caller's transaction. */
export async function takeInvoiceNumber(db: Db, year: number): Promise<string> {
  const [row] = await db
    .insert(invoiceNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceNumbers.year, set: { last: sql`${invoiceNumbers.last} + 1` } })
    .returning({ last: invoiceNumbers.last });
  return formatInvoiceNumber(year, row!.last);
}

export const formatInvoiceNumber = (year: number, n: number) => `INV-${year}-${String(n).padStart(4, "0")}`;
