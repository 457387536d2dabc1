/**
 * A job's money (docs/invoices.md, "Change orders on the job's invoices" and "The completion invoice"): its
 * contract, the estimate as the customer approved it (its chosen options) and the change orders they approved
 * since, a credit counting negative; and what its completion invoice credits. Here because the estimates'
 * job figures, the invoices' credits, the jobs feature and the workflows that bill the job all read the same
 * rules, and features do not import each other.
 */
import { and, asc, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { changeOrders, estimateApprovals, invoices, payments } from "~db/schema";
import { businessToday, formatLongDate } from "./dates";
import { toCents } from "./deposit";
import { changeOrderNumber } from "./vocabulary";

/** A credit listed on an invoice and taken off its total. */
export interface Credit {
  description: string;
  cents: number;
}

export interface ApprovedChangeOrder {
  id: number;
  /** Its number in the job: 2 for CO-2. */
  number: number;
  title: string;
  billing: string;
  cents: number;
  /** The invoice that bills it, or null (its invoice may since have been voided: the caller checks). */
  invoiceId: number | null;
}

export interface Contract {
  approvedCents: number;
  changeOrders: ApprovedChangeOrder[];
  changeOrdersCents: number;
  totalCents: number;
}

/** A change order as an invoice bills it, in full: "CO-2: Extra framing", negative for a credit. */
export const changeOrderLine = (order: { number: number; title: string; cents: number }) => ({
  description: `${changeOrderNumber(order.number)}: ${order.title}`,
  cents: order.cents,
});

/** The total the customer approved (the required lines and the options chosen), in cents. */
export async function approvedTotalCents(db: Db, row: { id: number; approvalId: number | null }) {
  const [approval] =
    row.approvalId === null
      ? []
      : await db
          .select({ total: estimateApprovals.total })
          .from(estimateApprovals)
          .where(eq(estimateApprovals.id, row.approvalId));
  if (!approval) throw new Error(`Estimate ${row.id} has no approval`);
  return toCents(approval.total);
}

/**
 * The approved change orders of a job, in the order they were numbered; `unbilled`, only those no invoice
 * bills: none made yet, or the one that did was voided (or its draft deleted).
 */
export async function approvedChangeOrders(
  db: Db,
  estimateId: number,
  { unbilled = false } = {},
): Promise<ApprovedChangeOrder[]> {
  const rows = await db
    .select({
      id: changeOrders.id,
      number: changeOrders.number,
      title: changeOrders.title,
      billing: changeOrders.billing,
      total: changeOrders.total,
      invoiceId: changeOrders.invoiceId,
    })
    .from(changeOrders)
    .leftJoin(invoices, eq(invoices.id, changeOrders.invoiceId))
    .where(
      and(
        eq(changeOrders.estimateId, estimateId),
        eq(changeOrders.status, "approved"),
        unbilled ? or(isNull(changeOrders.invoiceId), eq(invoices.status, "void")) : undefined,
      ),
    )
    .orderBy(asc(changeOrders.number));
  return rows.map(({ total, ...row }) => ({ ...row, cents: toCents(total) }));
}

/** The contract of an approved estimate's job: the estimate as signed, plus every approved change order. */
export async function contractOf(db: Db, row: { id: number; approvalId: number | null }): Promise<Contract> {
  const approvedCents = await approvedTotalCents(db, row);
  const orders = await approvedChangeOrders(db, row.id);
  const changeOrdersCents = orders.reduce((sum, order) => sum + order.cents, 0);
  return {
    approvedCents,
    changeOrders: orders,
    changeOrdersCents,
    totalCents: approvedCents + changeOrdersCents,
  };
}

const dayOf = (at: Date | null) => formatLongDate(businessToday(at ?? new Date()));

/**
 * What the completion invoice credits, in order: the deposit paid (each payment net of its refunds), then each
 * invoice of the job made before it (`before`: its id once it exists) that is not voided, with what that
 * invoice billed (its total less its own credits), paid or still owed on its own. None of nothing.
 */
export async function completionCredits(
  db: Db,
  estimate: { id: number; number: number },
  before?: number,
): Promise<Credit[]> {
  const deposits = await db
    .select({ amount: payments.amount, refunded: payments.refundedAmount, paidAt: payments.paidAt })
    .from(payments)
    .where(and(eq(payments.estimateId, estimate.id), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.id));
  const earlier = await db
    .select({
      number: invoices.number,
      status: invoices.status,
      total: invoices.total,
      credited: invoices.credited,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.estimateId, estimate.id),
        ne(invoices.status, "void"),
        before === undefined ? undefined : lt(invoices.id, before),
      ),
    )
    .orderBy(asc(invoices.id));
  const credits: Credit[] = [
    ...deposits.map((p) => ({
      description: `Deposit for estimate #${estimate.number}, paid ${dayOf(p.paidAt)}`,
      cents: toCents(p.amount) - toCents(p.refunded),
    })),
    ...earlier.map((invoice) => ({
      description: earlierInvoice(invoice),
      cents: toCents(invoice.total) - toCents(invoice.credited),
    })),
  ];
  return credits.filter((credit) => credit.cents > 0);
}

/** "Invoice INV-2026-0003, paid", or "(billed separately)" while something is owed on it or it is a draft. */
function earlierInvoice(invoice: { number: string | null; status: string; createdAt: Date }) {
  if (invoice.number === null) return `Draft invoice of ${dayOf(invoice.createdAt)} (billed separately)`;
  return invoice.status === "paid"
    ? `Invoice ${invoice.number}, paid`
    : `Invoice ${invoice.number} (billed separately)`;
}
