/**
 * What the completion invoice of an estimate's job bills (docs/invoices.md): each milestone due on
 * completion, each milestone due on a date that has no invoice yet (its date may not have come), and the
 * balance after the last milestone ("Balance on completion"), in the schedule's amounts
 * (app/lib/payment-schedule.ts). The deposit and the milestones billed on their own invoices are left out:
 * paid, they are settled; unpaid, they stay owed on their own invoice and are not billed twice.
 */
import { scheduleCents, type ScheduleShare } from "~/lib/payment-schedule";
import type { MilestoneDue } from "~/lib/vocabulary";

export interface PlannedMilestone extends ScheduleShare {
  id: number;
  name: string;
  due: MilestoneDue;
  /** It has an invoice that is not voided. */
  invoiced: boolean;
}

export interface CompletionLine {
  description: string;
  cents: number;
}

/** The lines of the completion invoice, and the milestones it bills (they take its invoice). */
export function completionPlan(
  title: string,
  totalCents: number,
  deposit: ScheduleShare,
  milestones: readonly PlannedMilestone[],
): { lines: CompletionLine[]; milestoneIds: number[] } {
  const cents = scheduleCents(totalCents, deposit, milestones);
  const billed = milestones
    .map((milestone, i) => ({ milestone, cents: cents.milestoneCents[i]! }))
    .filter(({ milestone }) => milestone.due === "on_completion" || !milestone.invoiced);
  const lines = billed.map(({ milestone, cents }) => ({
    description: milestoneLine(milestone.name, title),
    cents,
  }));
  if (cents.completionCents > 0)
    lines.push({ description: milestoneLine("Balance on completion", title), cents: cents.completionCents });
  return { lines, milestoneIds: billed.map(({ milestone }) => milestone.id) };
}

/** An invoice line of the schedule: "Rough-in complete — Kitchen refresh". */
export const milestoneLine = (name: string, title: string) => `${name} — ${title}`;
