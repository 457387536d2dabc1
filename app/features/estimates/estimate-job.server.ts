/**
 * The money of an estimate's job (docs/estimates.md): its invoices, what was paid (the deposit and the
 * invoices' payments, net of refunds) and what is left of the approved total.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { fromCents, toCents } from "~/lib/deposit";
import type { DepositKind, InvoiceStatus, MilestoneDue } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { businessSettings, estimateApprovals, invoices, payments } from "~db/schema";
import { completionPlan } from "./completion-plan";
import type { AdminEstimateView } from "./estimate-job-view";
import { milestonesOf, type MilestoneRow } from "./estimate-milestones.server";
import { depositOf, type EstimateRow } from "./estimate-rows.server";
import type { EstimateView } from "./estimate-view";

type JobFields = Omit<AdminEstimateView, keyof EstimateView>;
type InvoiceRow = typeof invoices.$inferSelect;

/** The estimates whose schedule is billed: approved, or approved and scheduled. */
export const JOB_STATUSES = ["approved", "scheduled"];

/** The total the customer approved (the required lines and the options chosen), in cents. */
export async function approvedTotalCents(db: Db, row: EstimateRow): Promise<number> {
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

/** Whether a job's milestones have an invoice that is not voided, as the completion invoice reads them. */
export function plannedMilestones(
  rows: readonly MilestoneRow[],
  statusOf: (invoiceId: number) => string | undefined,
) {
  return rows.map(({ invoiceId, kind, due, ...row }) => {
    const invoiced = invoiceId !== null && (statusOf(invoiceId) ?? "void") !== "void";
    return { ...row, kind: kind as DepositKind, due: due as MilestoneDue, invoiced };
  });
}

/** What marking the job complete would bill, and how (module comment of completion-plan.ts). */
async function completionPreview(db: Db, row: EstimateRow, totalCents: number, jobInvoices: InvoiceRow[]) {
  if (row.completedAt || !["approved", "scheduled"].includes(row.status)) return null;
  const milestones = plannedMilestones(
    await milestonesOf(db, row.id),
    (id) => jobInvoices.find((invoice) => invoice.id === id)?.status,
  );
  const { lines } = completionPlan(row.title, totalCents, depositOf(row), milestones);
  if (lines.length === 0) return null;
  const [settings] = await db
    .select({ sent: businessSettings.scheduleInvoicesSent })
    .from(businessSettings)
    .limit(1);
  return {
    amount: fromCents(lines.reduce((sum, line) => sum + line.cents, 0)),
    sentAtOnce: settings?.sent ?? false,
  };
}

/** The job's figures of `row`, whose approved total (or total before approval) is `totalCents`. */
export async function jobOf(db: Db, row: EstimateRow, totalCents: number): Promise<JobFields> {
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
    balance: fromCents(Math.max(0, totalCents - paidCents)),
    completionInvoice: await completionPreview(db, row, totalCents, rows),
  };
}
