/**
 * Marking an estimate's job complete (docs/estimates.md): `completed_at` is set and the completion invoice
 * issued in one transaction under the estimate's lock, as a draft or sent at once per the settings. What the
 * invoice bills is completion-plan.ts: the contract (the approved estimate and its approved change orders);
 * its credits (the deposit, the job's earlier invoices) are app/lib/job-money.server.ts, which the invoice
 * code reads as it writes them (invoice-editing.server.ts).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { completionMilestoneIds, completionPlan } from "~/features/estimates/completion-plan";
import { plannedMilestones } from "~/features/estimates/estimate-job.server";
import { EstimateStateError, lockEstimate } from "~/features/estimates/estimate-lifecycle.server";
import { milestonesOf } from "~/features/estimates/estimate-milestones.server";
import { changeOrderLine, completionCredits, contractOf } from "~/lib/job-money.server";
import { JOB_STATUSES } from "~/lib/vocabulary";
import { isUniqueViolation } from "~db/rows";
import { estimateMilestones, estimates, invoices } from "~db/schema";
import { billChangeOrders, unbilledChangeOrders } from "./change-order-billing.server";
import type { EstimateFlowDeps } from "./estimate-notices.server";
import { issueScheduleInvoices, scheduleInvoice } from "./schedule-invoices.server";

export const ALREADY_COMPLETE = "This job is already complete.";
export const NOT_A_JOB = "Only an approved or scheduled estimate's job can be marked complete.";

/** Marks the job complete and issues its completion invoice; answers the invoice's id (null: nothing left). */
export async function completeJob(deps: EstimateFlowDeps, estimateId: number): Promise<number | null> {
  let invoiceId: number | null;
  try {
    invoiceId = await deps.db.transaction(async (tx) => {
      const row = await lockEstimate(tx, estimateId);
      if (row.completedAt) throw new EstimateStateError(ALREADY_COMPLETE);
      if (!JOB_STATUSES.includes(row.status)) throw new EstimateStateError(NOT_A_JOB);
      const rows = await milestonesOf(tx, estimateId);
      const invoiceIds = rows.flatMap((m) => (m.invoiceId === null ? [] : [m.invoiceId]));
      const statuses =
        invoiceIds.length === 0
          ? []
          : await tx
              .select({ id: invoices.id, status: invoices.status })
              .from(invoices)
              .where(inArray(invoices.id, invoiceIds));
      const milestones = plannedMilestones(rows, (id) => statuses.find((s) => s.id === id)?.status);
      const contract = await contractOf(tx, row);
      const credits = await completionCredits(tx, row);
      const plan = completionPlan(
        row.title,
        contract.approvedCents,
        contract.changeOrders.map(changeOrderLine),
        credits.reduce((sum, credit) => sum + credit.cents, 0),
      );
      await tx
        .update(estimates)
        .set({ completedAt: sql`now()` })
        .where(eq(estimates.id, estimateId));
      // Everything was billed before (or more: the job's balance then shows what is owed back). An invoice
      // never asks less than nothing, so none is made.
      if (plan.askedCents <= 0) return null;
      const id = await scheduleInvoice(tx, row, plan.lines, "completion");
      const milestoneIds = completionMilestoneIds(milestones);
      if (milestoneIds.length > 0)
        await tx
          .update(estimateMilestones)
          .set({ invoiceId: id })
          .where(inArray(estimateMilestones.id, milestoneIds));
      // Its lines list every approved change order: those no invoice billed yet are billed by this one.
      await billChangeOrders(tx, await unbilledChangeOrders(tx, estimateId), id);
      return id;
    });
  } catch (err) {
    // The estimate's lock makes a second click wait and find it complete; the index is the last word.
    if (isUniqueViolation(err, "invoices_completion_idx")) throw new EstimateStateError(ALREADY_COMPLETE);
    throw err;
  }
  if (invoiceId !== null) await issueScheduleInvoices(deps, [invoiceId]);
  return invoiceId;
}
