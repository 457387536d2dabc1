/**
 * An estimate's sums (docs/estimates.md), in integer cents so that every page, the PDF, the checkout and the
 * approval record add up the same. Quantities have up to two decimals; a line's total is rounded to the cent
 * once, and the estimate's total is the sum of its rounded lines. Client-safe: the customer's page updates
 * its total live with the same code the server charges with.
 */
import { depositShareCents } from "~/lib/payment-schedule";
import { hundredths, lineTotalCents } from "~/lib/priced-lines";
import type { DepositKind } from "~/lib/vocabulary";

// Shared with invoices (app/lib/priced-lines.ts); the estimate's modules read them from here.
export { hundredths, lineTotalCents };

export interface PricedLine {
  id?: number;
  /** Up to two decimals, e.g. 120.5 (square feet). */
  quantity: number;
  /** The unit price in cents. */
  unitPriceCents: number;
  optional: boolean;
}

export interface EstimateDeposit {
  kind: DepositKind;
  /** Percent (0 to 100, two decimals) or a fixed amount, as a decimal string ("30", "500.00"). */
  value: string;
}

/** The deposit due on `totalCents`: a percentage rounded half up, or the fixed amount (never above the total). */
export function depositCents(deposit: EstimateDeposit, totalCents: number): number {
  return depositShareCents(deposit, totalCents);
}

export interface EstimateSums {
  /** The lines that are not optional. */
  requiredCents: number;
  /** Every optional line, chosen or not. */
  optionalCents: number;
  /** The optional lines chosen. */
  chosenCents: number;
  /** Required lines plus the chosen optional ones: what the customer approves. */
  totalCents: number;
  depositCents: number;
}

/** The sums of an estimate with the optional lines `chosen` (by line id) ticked. */
export function estimateSums(
  lines: readonly PricedLine[],
  deposit: EstimateDeposit,
  chosen: readonly number[] = [],
): EstimateSums {
  let requiredCents = 0;
  let optionalCents = 0;
  let chosenCents = 0;
  for (const line of lines) {
    const cents = lineTotalCents(line);
    if (!line.optional) requiredCents += cents;
    else {
      optionalCents += cents;
      if (line.id !== undefined && chosen.includes(line.id)) chosenCents += cents;
    }
  }
  const totalCents = requiredCents + chosenCents;
  return {
    requiredCents,
    optionalCents,
    chosenCents,
    totalCents,
    depositCents: depositCents(deposit, totalCents),
  };
}
