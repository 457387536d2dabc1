/**
 * The editor's live sums, from what is typed so far: a quantity or price that is not (yet) a number counts
 * as nothing rather than stopping the sums; the form's check says what is wrong with it. Client-safe.
 */
import { estimateSums, hundredths, lineTotalCents, type EstimateSums } from "./estimate-totals";
import type { EstimateBodyInput } from "./estimate.schema";

type LineInput = EstimateBodyInput["lines"][number];

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

/** Subtotal (required lines), the optional lines' sum, and the deposit due on the subtotal. */
export function typedSums(
  lines: readonly Partial<LineInput>[],
  deposit: { kind?: string; value?: unknown } | undefined,
): EstimateSums {
  const kind = deposit?.kind === "fixed" ? "fixed" : "percent";
  return estimateSums(lines.map(priced), { kind, value: String(typedNumber(deposit?.value)) });
}
