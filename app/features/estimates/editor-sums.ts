/**
 * The editor's live sums, from what is typed so far: a quantity or price that is not (yet) a number counts
 * as nothing rather than stopping the sums; the form's check says what is wrong with it. Client-safe.
 */
import { scheduleCents, type ScheduleCents } from "~/lib/payment-schedule";
import { estimateSums, hundredths, lineTotalCents, type EstimateSums } from "./estimate-totals";
import type { EstimateBodyInput } from "./estimate.schema";

type LineInput = EstimateBodyInput["lines"][number];
type MilestoneInput = NonNullable<EstimateBodyInput["milestones"]>[number];

/** The number typed, or 0 while it is not one. */
function typedNumber(value: unknown): number {
  const text = String(value ?? "").trim();
  const number = Number(text);
  return text !== "" && Number.isFinite(number) && number >= 0 ? number : 0;
}

const priced = (line: Partial<LineInput>) => ({
  quantity: typedNumber(line.quantity),
  unitPriceCents: hundredths(typedNumber(line.unitPrice)),
  optional: Boolean(line.optional),
});

export function typedLineCents(line: Partial<LineInput>): number {
  return lineTotalCents(priced(line));
}

/** A deposit or milestone as typed: a percentage unless it says fixed, its value 0 while not a number. */
const typedShare = (share: { kind?: string; value?: unknown } | undefined) => ({
  kind: share?.kind === "fixed" ? ("fixed" as const) : ("percent" as const),
  value: String(typedNumber(share?.value)),
});

/** Subtotal (required lines), the optional lines' sum, and the deposit due on the subtotal. */
export function typedSums(
  lines: readonly Partial<LineInput>[],
  deposit: { kind?: string; value?: unknown } | undefined,
): EstimateSums {
  return estimateSums(lines.map(priced), typedShare(deposit));
}

/** The payment schedule's amounts on the subtotal (the required lines), as typed so far. */
export function typedSchedule(
  lines: readonly Partial<LineInput>[],
  deposit: { kind?: string; value?: unknown } | undefined,
  milestones: readonly Partial<MilestoneInput>[],
): ScheduleCents {
  const { requiredCents } = typedSums(lines, deposit);
  return scheduleCents(requiredCents, typedShare(deposit), milestones.map(typedShare));
}
