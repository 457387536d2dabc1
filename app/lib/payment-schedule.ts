/**
 * An estimate's payment schedule in integer cents (docs/estimates.md): the deposit due on approval, each
 * milestone, and the balance due on completion. Shared by estimates (which show and sign it) and invoices
 * (which bill it), so that every page, PDF and invoice gives the same amounts. Client-safe.
 */
import { hundredths } from "./priced-lines";
import type { DepositKind } from "./vocabulary";

/** A share of the total: a percentage (two decimals) or a fixed amount, as a decimal string ("30", "500.00"). */
export interface ScheduleShare {
  kind: DepositKind;
  value: string;
}

/** A percentage of `totalCents` rounded half up to the cent, or the fixed amount as it is. */
export function shareCents(share: ScheduleShare, totalCents: number): number {
  if (share.kind === "fixed") return hundredths(share.value);
  // BigInt: a total near the largest one times a percentage in hundredths passes 2^53.
  const product = BigInt(totalCents) * BigInt(hundredths(share.value));
  return Number((product + 5_000n) / 10_000n);
}

/** The deposit due on approval: its share, never above the total. */
export function depositShareCents(deposit: ScheduleShare, totalCents: number): number {
  return Math.min(shareCents(deposit, totalCents), totalCents);
}

export interface ScheduleCents {
  depositCents: number;
  /** Each milestone's amount, in the schedule's order. */
  milestoneCents: number[];
  /** What is left for completion: the total less the deposit and the milestones, never below zero. */
  completionCents: number;
  /** How far the deposit and the milestones pass the total (0 when they fit): such a schedule is refused. */
  overCents: number;
}

/** The schedule's amounts for a total the customer approves (the required lines plus the options chosen). */
export function scheduleCents(
  totalCents: number,
  deposit: ScheduleShare,
  milestones: readonly ScheduleShare[],
): ScheduleCents {
  const depositCents = depositShareCents(deposit, totalCents);
  const milestoneCents = milestones.map((milestone) => shareCents(milestone, totalCents));
  const scheduled = milestoneCents.reduce((sum, cents) => sum + cents, depositCents);
  return {
    depositCents,
    milestoneCents,
    completionCents: Math.max(0, totalCents - scheduled),
    overCents: Math.max(0, scheduled - totalCents),
  };
}
