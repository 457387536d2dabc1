/**
 * The invoices of an estimate's payment schedule (docs/invoices.md): a milestone due on a date gets its
 * invoice on that date (business time), made by the scheduled job `invoices.schedule-milestones`, once
 * however many instances run it, with the approved change orders no invoice bills yet
 * (change-order-billing.server.ts). A draft for the owner to review, or sent at once (numbered and mailed)
 * when the settings say so (`business_settings.schedule_invoices_sent`).
 */
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { milestoneLine } from "~/features/estimates/completion-plan";
import { approvedTotalCents } from "~/features/estimates/estimate-job.server";
import { lockEstimate } from "~/features/estimates/estimate-lifecycle.server";
import { milestonesOf } from "~/features/estimates/estimate-milestones.server";
import { depositOf, type EstimateRow } from "~/features/estimates/estimate-rows.server";
import { createInvoice, type ScheduleKind } from "~/features/invoices/invoice-editing.server";
import { isQuietHour } from "~/features/invoices/invoice-reminders.server";
import { businessToday } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { scheduleCents } from "~/lib/payment-schedule";
import type { DepositKind } from "~/lib/vocabulary";
import { JOB_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { businessSettings, estimateMilestones, estimates } from "~db/schema";
import {
  billChangeOrders,
  carriedChangeOrders,
  changeOrderLines,
  unbilledChangeOrders,
} from "./change-order-billing.server";
import type { EstimateFlowDeps } from "./estimate-notices.server";
import { sendInvoice } from "./invoice-notices.server";

/** An invoice of the schedule for the estimate's customer, one line a part billed; terms from the settings. */
export function scheduleInvoice(
  db: Db,
  row: EstimateRow,
  lines: { description: string; cents: number }[],
  kind: ScheduleKind,
) {
  return createInvoice(
    db,
    {
      customerId: row.customerId,
      customer: null,
      bookingId: null,
      estimateId: row.id,
      lines: lines.map((line) => ({
        serviceId: null,
        description: line.description,
        quantity: 1,
        unit: "job",
        unitPrice: fromCents(line.cents),
      })),
      terms: undefined,
      notes: `Estimate #${row.number}: ${row.title}`,
    },
    kind,
  );
}

/**
 * Sends the invoices just made when the settings say so, after their transaction: the mail job reads the
 * sent invoice. One that fails to send stays a draft for the owner, and the log says which.
 */
export async function issueScheduleInvoices(deps: EstimateFlowDeps, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return;
  const [settings] = await deps.db
    .select({ sent: businessSettings.scheduleInvoicesSent })
    .from(businessSettings)
    .limit(1);
  if (!settings?.sent) return;
  for (const invoiceId of invoiceIds) {
    try {
      await sendInvoice(deps, invoiceId);
    } catch (err) {
      deps.logger.error({ err, invoiceId }, "a payment schedule's invoice could not be sent");
    }
  }
}

/**
 * Makes the invoice of one milestone due, in one transaction under the estimate's lock (the completion takes
 * it too): nothing if it was invoiced meanwhile, or the estimate is no longer a job in progress. Its share is
 * of the approved estimate's total, what was signed; the change orders it carries are billed in full beside it.
 */
async function invoiceMilestone(db: Db, estimateId: number, milestoneId: number, today: string) {
  return db.transaction(async (tx) => {
    const row = await lockEstimate(tx, estimateId);
    if (!JOB_STATUSES.includes(row.status) || row.completedAt || row.supersededAt) return null;
    const milestones = await milestonesOf(tx, estimateId);
    const at = milestones.findIndex((m) => m.id === milestoneId);
    const milestone = milestones[at];
    if (!milestone || milestone.invoiceId !== null || !milestone.dueDate || milestone.dueDate > today)
      return null;
    const shares = milestones.map((m) => ({ kind: m.kind as DepositKind, value: m.value }));
    const cents = scheduleCents(await approvedTotalCents(tx, row), depositOf(row), shares).milestoneCents[
      at
    ]!;
    const carried = carriedChangeOrders(cents, await unbilledChangeOrders(tx, estimateId));
    const lines = [
      { description: milestoneLine(milestone.name, row.title), cents },
      ...changeOrderLines(carried),
    ];
    const invoiceId = await scheduleInvoice(tx, row, lines, "milestone");
    await tx.update(estimateMilestones).set({ invoiceId }).where(eq(estimateMilestones.id, milestoneId));
    await billChangeOrders(tx, carried, invoiceId);
    return invoiceId;
  });
}

/**
 * The scheduled job: each milestone due by today (business time) of a job in progress gets its invoice, once;
 * none between 9 PM and 8 AM, so a sent one is not mailed at night. Answers how many invoices it made.
 */
export async function invoiceDueMilestones(deps: EstimateFlowDeps, now = new Date()) {
  if (isQuietHour(now)) return 0;
  const today = businessToday(now);
  const due = await deps.db
    .select({ id: estimateMilestones.id, estimateId: estimateMilestones.estimateId })
    .from(estimateMilestones)
    .innerJoin(estimates, eq(estimates.id, estimateMilestones.estimateId))
    .where(
      and(
        isNull(estimateMilestones.invoiceId),
        lte(estimateMilestones.dueDate, today),
        inArray(estimates.status, JOB_STATUSES),
        isNull(estimates.completedAt),
        isNull(estimates.supersededAt),
      ),
    )
    .orderBy(estimateMilestones.estimateId, estimateMilestones.position);
  const made: number[] = [];
  for (const milestone of due) {
    const invoiceId = await invoiceMilestone(deps.db, milestone.estimateId, milestone.id, today);
    if (invoiceId !== null) made.push(invoiceId);
  }
  await issueScheduleInvoices(deps, made);
  if (made.length > 0) deps.logger.info({ invoices: made.length }, "milestone invoices made");
  return made.length;
}
