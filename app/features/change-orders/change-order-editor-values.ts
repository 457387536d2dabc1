/**
 * The change order editor's values: a blank change order, or a draft as it was saved, and the lines it adds.
 * Every field is filled in, so that every control is controlled from the start. The live total follows what
 * is typed, a line's price may be negative (work credited back). Client-safe.
 */
import type { UseFormReturn } from "react-hook-form";
import type { CatalogChoice } from "~/components/ui/catalog-line-adders";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { hundredths, lineTotalCents, pricedLineFormValues } from "~/lib/priced-lines";
import type { ChangeOrderView } from "./change-order-view";
import type { ChangeOrderBody, ChangeOrderInput } from "./change-order.schema";

/** The editor's form: what is typed, and the body it sends once checked. */
export type ChangeOrderEditorForm = UseFormReturn<ChangeOrderInput, unknown, ChangeOrderBody>;
export type ChangeOrderLineInput = ChangeOrderInput["lines"][number];

/** A service of the catalog, as a line starts from it. */
export type CatalogService = CatalogChoice;

/** A new change order: no lines yet, added to the job's next invoice, no expiry. */
export const blankChangeOrder = (): ChangeOrderInput => ({
  title: "",
  reason: "",
  lines: [],
  daysAdded: "0",
  billing: "next_invoice",
  validUntil: "",
  photos: [],
});

/** A draft as the editor rewrites it. */
export const changeOrderValues = (view: ChangeOrderView): ChangeOrderInput => ({
  title: view.title,
  reason: view.reason,
  lines: view.lines.map(pricedLineFormValues),
  daysAdded: String(view.daysAdded),
  billing: view.billing,
  validUntil: view.validUntil ?? "",
  photos: view.photos,
});

/** The number typed, or 0 while it is not one; a quantity is never negative, a price may be. */
function typedNumber(value: unknown, { signed }: { signed: boolean }): number {
  const text = String(value ?? "").trim();
  const number = Number(text);
  if (text === "" || !Number.isFinite(number)) return 0;
  return signed || number >= 0 ? number : 0;
}

/** A line's total in cents from what is typed so far, rounded on its magnitude as the server rounds it. */
export function typedLineCents(line: Partial<ChangeOrderLineInput>): number {
  const priceCents = hundredths(typedNumber(line.unitPrice, { signed: true }));
  const quantity = typedNumber(line.quantity, { signed: false });
  return Math.sign(priceCents) * lineTotalCents({ quantity, unitPriceCents: Math.abs(priceCents) });
}

export const typedTotalCents = (lines: readonly (Partial<ChangeOrderLineInput> | undefined)[]) =>
  lines.reduce((sum, line) => sum + typedLineCents(line ?? {}), 0);

/** "-$300.00" for a credit, as every amount of the site is written. */
export const centsText = (cents: number) => formatMoney(fromCents(cents));

/** Whether a price has been typed on any line (a blank form is not yet a credit). */
export const anyPriceTyped = (lines: readonly (Partial<ChangeOrderLineInput> | undefined)[]) =>
  lines.some((line) => String(line?.unitPrice ?? "").trim() !== "");
