/**
 * Approved change orders billed by the job's invoices (docs/invoices.md, "Change orders on the job's
 * invoices"): each once, in full, as one line "CO-2: Extra framing". `change_orders.invoice_id` says which
 * invoice bills one; it is set in the transaction that writes that invoice, under the estimate's lock, so two
 * sweeps, or a sweep and the job's completion, never bill it twice. A voided invoice frees what it billed.
 */
import { inArray } from "drizzle-orm";
import { approvedChangeOrders, changeOrderLine, type ApprovedChangeOrder } from "~/lib/job-money.server";
import type { Db } from "~db/client.server";
import { changeOrders } from "~db/schema";

/**
 * The job's approved change orders that no invoice bills: none made yet (`next_invoice`), or the one that did
 * was voided (or its draft deleted). Read under the estimate's lock.
 */
export const unbilledChangeOrders = (db: Db, estimateId: number) =>
  approvedChangeOrders(db, estimateId, { unbilled: true });

/**
 * What a milestone's invoice of `baseCents` carries: every change order that adds work, and each credit, in
 * their order, that leaves the invoice at zero or more. A credit that would not waits for the next invoice
 * (at last the completion invoice, which lists the whole contract).
 */
export function carriedChangeOrders(baseCents: number, orders: readonly ApprovedChangeOrder[]) {
  let totalCents = orders.reduce((sum, order) => sum + Math.max(0, order.cents), baseCents);
  return orders.filter((order) => {
    if (order.cents >= 0) return true;
    if (totalCents + order.cents < 0) return false;
    totalCents += order.cents;
    return true;
  });
}

/** The invoice lines of change orders, in their order. */
export const changeOrderLines = (orders: readonly ApprovedChangeOrder[]) => orders.map(changeOrderLine);

/** The change orders are billed by `invoiceId` (in the transaction that wrote it). */
export async function billChangeOrders(db: Db, orders: readonly ApprovedChangeOrder[], invoiceId: number) {
  if (orders.length === 0) return;
  await db
    .update(changeOrders)
    .set({ invoiceId })
    .where(
      inArray(
        changeOrders.id,
        orders.map((order) => order.id),
      ),
    );
}
