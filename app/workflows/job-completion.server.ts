/**
 * Marking an estimate's job complete (docs/estimates.md): `completed_at` is set and the completion invoice
 * issued in one transaction under the estimate's lock, as a draft or sent at once per the settings. What the
 * invoice bills is completion-plan.ts; its credits are the invoice code's (invoice-editing.server.ts).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { completionPlan } from "~/features/estimates/completion-plan";
import {
  approvedTotalCents,
  JOB_STATUSES,
  plannedMilestones,
} from "~/features/estimates/estimate-job.server";
import { EstimateStateError, lockEstimate } from "~/features/estimates/estimate-lifecycle.server";
import { milestonesOf } from "~/features/estimates/estimate-milestones.server";
import { depositOf } from "~/features/estimates/estimate-rows.server";
import { isUniqueViolation } from "~db/rows";
import { estimateMilestones, estimates, invoices } from "~db/schema";
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
      const totalCents = await approvedTotalCents(tx, row);
      const plan = completionPlan(row.title, totalCents, depositOf(row), milestones);
      await tx
        .update(estimates)
        .set({ completedAt: sql`now()` })
        .where(eq(estimates.id, estimateId));
      // Everything was billed on the milestones' own invoices: the job is complete with nothing more to ask.
      if (plan.lines.length === 0) return null;
      const id = await scheduleInvoice(tx, row, plan.lines, "completion");
      if (plan.milestoneIds.length > 0)
        await tx
          .update(estimateMilestones)
          .set({ invoiceId: id })
          .where(inArray(estimateMilestones.id, plan.milestoneIds));
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
