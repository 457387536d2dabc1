/**
 * The money of an estimate's job (docs/estimates.md): its invoices, what was paid (the deposit and the
 * invoices' payments, net of refunds) and what is left of the contract (the approved total and the approved
 * change orders, app/lib/job-money.server.ts).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { fromCents, toCents } from "~/lib/deposit";
import {
  approvedChangeOrders,
  changeOrderLine,
  completionCredits,
  type ApprovedChangeOrder,
} from "~/lib/job-money.server";
import type { InvoiceStatus, MilestoneDue } from "~/lib/vocabulary";
import { JOB_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { businessSettings, invoices, payments } from "~db/schema";
import { completionPlan } from "./completion-plan";
import type { AdminEstimateView } from "./estimate-job-view";
import type { MilestoneRow } from "./estimate-milestones.server";
import type { EstimateRow } from "./estimate-rows.server";
import type { EstimateView } from "./estimate-view";

type JobFields = Omit<AdminEstimateView, keyof EstimateView>;

/** The total the customer approved (the required lines and the options chosen), in cents. */
export { approvedTotalCents } from "~/lib/job-money.server";

/** Whether a job's milestones have an invoice that is not voided, as the completion invoice reads them. */
export function plannedMilestones(
  rows: readonly MilestoneRow[],
  statusOf: (invoiceId: number) => string | undefined,
) {
  return rows.map(({ id, name, invoiceId, due }) => {
    const invoiced = invoiceId !== null && (statusOf(invoiceId) ?? "void") !== "void";
    return { id, name, due: due as MilestoneDue, invoiced };
  });
}

/**
 * What marking the job complete would issue, and how (completion-plan.ts): the amount it asks, the contract
 * less its credits; null when that is nothing or less (no invoice is made).
 */
async function completionPreview(
  db: Db,
  row: EstimateRow,
  approvedCents: number,
  orders: ApprovedChangeOrder[],
) {
  if (row.completedAt || !JOB_STATUSES.includes(row.status)) return null;
  const credits = await completionCredits(db, row);
  const { askedCents } = completionPlan(
    row.title,
    approvedCents,
    orders.map(changeOrderLine),
    credits.reduce((sum, credit) => sum + credit.cents, 0),
  );
  if (askedCents <= 0) return null;
  const [settings] = await db
    .select({ sent: businessSettings.scheduleInvoicesSent })
    .from(businessSettings)
    .limit(1);
  return { amount: fromCents(askedCents), sentAtOnce: settings?.sent ?? false };
}

/**
 * The job's figures of `row`, whose approved total (or total before approval) is `totalCents`: paid, and the
 * balance of the contract (negative when more was paid than the contract is worth: owed back).
 */
export async function jobOf(db: Db, row: EstimateRow, totalCents: number): Promise<JobFields> {
  const orders = row.approvalId === null ? [] : await approvedChangeOrders(db, row.id);
  const contractCents = orders.reduce((sum, order) => sum + order.cents, totalCents);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.estimateId, row.id))
    .orderBy(asc(invoices.id));
  const [deposit] = await db
    .select({ net: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)` })
    .from(payments)
    .where(and(eq(payments.estimateId, row.id), eq(payments.status, "succeeded")));
  // An invoice's paid amount is already net of its refunds (settleInvoice); a voided one has none.
  const paidCents = rows.reduce((sum, invoice) => sum + toCents(invoice.amountPaid), toCents(deposit!.net));
  return {
    completedAt: row.completedAt?.toISOString() ?? null,
    invoices: rows.map((invoice) => {
      const status = invoice.status as InvoiceStatus;
      const left = toCents(invoice.total) - toCents(invoice.credited) - toCents(invoice.amountPaid);
      return {
        id: invoice.id,
        number: invoice.number,
        status,
        total: invoice.total,
        balance: fromCents(status === "void" ? 0 : Math.max(0, left)),
        dueDate: invoice.dueDate,
        completion: invoice.completion,
      };
    }),
    paid: fromCents(paidCents),
    balance: fromCents(contractCents - paidCents),
    completionInvoice: await completionPreview(db, row, totalCents, orders),
  };
}
