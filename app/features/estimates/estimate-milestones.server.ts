/**
 * The rows of an estimate's payment schedule (estimate_milestones): written with the lines, copied by a
 * revision, read into the views with their amounts (payment-schedule.ts).
 */
import { asc, eq } from "drizzle-orm";
import { fromCents } from "~/lib/deposit";
import type { ScheduleShare } from "~/lib/payment-schedule";
import type { DepositKind, MilestoneDue } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { estimateMilestones } from "~db/schema";
import type { MilestoneView } from "./estimate-view";
import { scheduleOf, type MilestoneBody, type ScheduledMilestone } from "./payment-schedule";

export type MilestoneRow = typeof estimateMilestones.$inferSelect;

/** An estimate's milestones in their order. */
export async function milestonesOf(db: Db, estimateId: number): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(estimateMilestones)
    .where(eq(estimateMilestones.estimateId, estimateId))
    .orderBy(asc(estimateMilestones.position));
}

/** A draft's schedule replaced by the one written. */
export async function writeMilestones(db: Db, estimateId: number, milestones: readonly MilestoneBody[]) {
  await db.delete(estimateMilestones).where(eq(estimateMilestones.estimateId, estimateId));
  if (milestones.length === 0) return;
  await db.insert(estimateMilestones).values(
    milestones.map((milestone, position) => ({
      estimateId,
      position,
      name: milestone.name,
      kind: milestone.kind,
      value: milestone.value,
      due: milestone.due,
      dueDate: milestone.date,
    })),
  );
}

/** A revision starts with the schedule of the estimate it revises (none of it invoiced yet). */
export async function copyMilestones(db: Db, fromId: number, toId: number) {
  const rows = await milestonesOf(db, fromId);
  if (rows.length === 0) return;
  await db
    .insert(estimateMilestones)
    .values(rows.map(({ id: _id, invoiceId: _invoice, ...row }) => ({ ...row, estimateId: toId })));
}

const scheduled = (row: MilestoneRow): ScheduledMilestone => ({
  name: row.name,
  kind: row.kind as DepositKind,
  value: Number(row.value).toString(),
  due: row.due as MilestoneDue,
  date: row.dueDate,
});

/** The milestones as the views show them, with their amounts of `totalCents`, and the balance on completion. */
export function milestoneViews(
  rows: readonly MilestoneRow[],
  deposit: ScheduleShare,
  totalCents: number,
): { milestones: MilestoneView[]; completionDue: string } {
  const milestones = rows.map(scheduled);
  const cents = scheduleOf({ deposit, milestones }, totalCents);
  return {
    milestones: rows.map((row, i) => ({
      id: row.id,
      ...milestones[i]!,
      amount: fromCents(cents.milestoneCents[i]!),
    })),
    completionDue: fromCents(cents.completionCents),
  };
}
