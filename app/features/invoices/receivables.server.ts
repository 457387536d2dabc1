/**
 * The receivables (docs/invoices.md): what the open invoices still owe, by how far past their due date they
 * are on the business's today. One query, summed by the database (exact numeric) from the invoices' tallies
 * by due date (invoice_tallies), read with what was collected this month (collected.server.ts).
 */
import { sql } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { fromCents, toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import { collectedThisMonth } from "./collected.server";
import { OPEN_STATUSES } from "./invoice-lifecycle.server";
import type { ReceivablesView } from "./invoice-reports-view";

/** The buckets by days past due: the due date is today or later, then 1-30 days past it, and so on. */
const BUCKETS = {
  current: sql`late <= 0`,
  days1to30: sql`late between 1 and 30`,
  days31to60: sql`late between 31 and 60`,
  days61to90: sql`late between 61 and 90`,
  over90: sql`late > 90`,
} as const;
type Bucket = keyof typeof BUCKETS;

/**
 * The open invoices' balances (total - credited - amount paid) by their age on `now`'s business date. The
 * statuses are those the overdue rule reads (OPEN_STATUSES in invoice-lifecycle.server.ts).
 */
export async function receivables(db: Db, now = new Date()): Promise<ReceivablesView> {
  const today = businessToday(now);
  const sums = Object.entries(BUCKETS).map(
    ([bucket, when]) =>
      sql`coalesce(sum(balance) filter (where ${when}), 0)::numeric(14, 2)::text as ${sql.identifier(bucket)}`,
  );
  const [[row], collected] = await Promise.all([
    selectRows<Record<Bucket, string>>(
      db,
      sql`select ${sql.join(sums, sql`, `)}
          from (
            select balance, ${today}::date - coalesce(due_date, ${today}::date) as late
            from invoice_tallies
            where status in ${OPEN_STATUSES}
          ) open`,
    ),
    collectedThisMonth(db, now),
  ]);
  const cents = Object.fromEntries(
    Object.keys(BUCKETS).map((bucket) => [bucket, toCents(row![bucket as Bucket])]),
  ) as Record<Bucket, number>;
  const total = Object.values(cents).reduce((sum, value) => sum + value, 0);
  return {
    collectedThisMonth: collected,
    current: fromCents(cents.current),
    days1to30: fromCents(cents.days1to30),
    days31to60: fromCents(cents.days31to60),
    days61to90: fromCents(cents.days61to90),
    over90: fromCents(cents.over90),
    total: fromCents(total),
  };
}
