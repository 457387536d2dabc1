/**
 * What was collected this business month (docs/invoices.md): every payment received since the 1st in
 * America/Chicago, whatever it paid for (a booking's or an estimate's deposit, an invoice, online or by hand),
 * less the refunds that went through this month. Money received, not revenue: a payment later owed back
 * or refunded was still received, and its refund counts in the month it was made.
 */
import { sql } from "drizzle-orm";
import { businessInstant, businessToday } from "~/lib/dates";
import { fromCents, toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import type { CollectedView } from "./invoice-reports-view";

/** The statuses of a payment whose money arrived (what became of it afterwards aside). */
const RECEIVED = sql.raw(`('succeeded', 'refund_pending', 'refunded')`);

/** The first instant of the business month of `now`, and of the next one. */
export function businessMonthBounds(now: Date): { start: Date; end: Date } {
  const [year, month] = businessToday(now).split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return {
    start: businessInstant(`${year}-${String(month).padStart(2, "0")}-01`, "00:00"),
    end: businessInstant(next, "00:00"),
  };
}

/**
 * The month's payments are read from payments_status_paid_at_idx (status, paid_at, amount) alone, in one pass
 * (one range per status) for their sum and count. A refund went through when its row last changed (it
 * succeeds once and is not changed after).
 */
export async function collectedThisMonth(db: Db, now = new Date()): Promise<CollectedView> {
  const { start, end } = businessMonthBounds(now);
  const [row] = await selectRows<{ received: string; payments: number; refunded: string }>(
    db,
    sql`select received.amount as received, received.payments,
          (select coalesce(sum(amount), 0)::text from refunds
            where status = 'succeeded' and updated_at >= ${start} and updated_at < ${end}) as refunded
        from (select coalesce(sum(amount), 0)::text as amount, count(*)::int as payments from payments
              where status in ${RECEIVED} and paid_at >= ${start} and paid_at < ${end}) received`,
  );
  return {
    amount: fromCents(toCents(row!.received) - toCents(row!.refunded)),
    payments: row!.payments,
    refunded: fromCents(toCents(row!.refunded)),
  };
}
