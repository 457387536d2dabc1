/**
 * The editor's live total under its lines, following every keystroke: each line is quantity × unit price
 * rounded to the cent once, as the server prices it (app/lib/priced-lines.ts). A quantity or price that is
 * not (yet) a number counts as nothing; the form's check says what is wrong with it. Client-safe.
 */
import { useWatch, type Control } from "react-hook-form";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { hundredths, lineTotalCents } from "~/lib/priced-lines";
import type { InvoiceBodyInput, InvoiceLineInput } from "./invoice-editor-values";

/** The number typed, or 0 while it is not one. */
function typedNumber(value: unknown): number {
  const text = String(value ?? "").trim();
  const number = Number(text);
  return text !== "" && Number.isFinite(number) && number >= 0 ? number : 0;
}

/** A line's total in cents, from what is typed so far. */
export const typedLineCents = (line: Partial<InvoiceLineInput>) =>
  lineTotalCents({
    quantity: typedNumber(line.quantity),
    unitPriceCents: hundredths(typedNumber(line.unitPrice)),
  });

export const typedLineTotal = (line: Partial<InvoiceLineInput>) =>
  formatMoney(fromCents(typedLineCents(line)));

export function InvoiceEditorTotals({ control }: { control: Control<InvoiceBodyInput> }) {
  const lines = useWatch({ control, name: "lines" }) ?? [];
  const totalCents = lines.reduce((sum, line) => sum + typedLineCents(line ?? {}), 0);
  return (
    <section
      aria-label="Invoice total"
      className="rounded-lg bg-slate-50 px-4 py-3 text-sm sm:ml-auto sm:w-80 dark:bg-slate-800/60"
    >
      <dl>
        <div className="flex items-baseline justify-between gap-4 py-1 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="editor-total">
            {formatMoney(fromCents(totalCents))}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        Anything paid before for the same work is credited when the draft is saved.
      </p>
    </section>
  );
}
