/**
 * What the completion invoice of an estimate's job bills (docs/invoices.md, "The completion invoice"): the
 * contract, "{title}: contract as approved" (the estimate's approved total) and a line for each approved
 * change order, and what is left of it once its credits (the deposit, the job's earlier invoices) are taken
 * off. The milestones due on completion, and those due on a date that have no invoice (their date may not have
 * come), take its invoice: it bills them, within the contract.
 */
import type { MilestoneDue } from "~/lib/vocabulary";

export interface PlannedMilestone {
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

export interface CompletionPlan {
  lines: CompletionLine[];
  /** What it asks: the contract less the credits. Nothing, or less, means no invoice. */
  askedCents: number;
}

/** The completion invoice of a contract whose change orders are already `changeOrderLines`. */
export function completionPlan(
  title: string,
  approvedCents: number,
  changeOrderLines: readonly CompletionLine[],
  creditedCents: number,
): CompletionPlan {
  const lines = [{ description: contractLine(title), cents: approvedCents }, ...changeOrderLines];
  const contractCents = lines.reduce((sum, line) => sum + line.cents, 0);
  return { lines, askedCents: contractCents - creditedCents };
}

/** The milestones the completion invoice bills (they take its id): due on completion, or never invoiced. */
export const completionMilestoneIds = (milestones: readonly PlannedMilestone[]) =>
  milestones
    .filter((milestone) => milestone.due === "on_completion" || !milestone.invoiced)
    .map((milestone) => milestone.id);

/** "Kitchen refresh: contract as approved". */
export const contractLine = (title: string) => `${title}: contract as approved`;

/** An invoice line of the schedule: "Rough-in complete — Kitchen refresh". */
export const milestoneLine = (name: string, title: string) => `${name} — ${title}`;
