/**
 * The editor's live total under its lines, following every keystroke: each line rounded to the cent once,
 * as the server prices it; a total below zero reads as a credit. Client-safe.
 */
import { useWatch, type Control } from "react-hook-form";
import { fromCents } from "~/lib/deposit";
import { typedTotalCents } from "./change-order-editor-values";
import { changeOrderTotalText } from "./change-order-labels";
import type { ChangeOrderInput } from "./change-order.schema";

export function ChangeOrderEditorTotals({ control }: { control: Control<ChangeOrderInput> }) {
  const lines = useWatch({ control, name: "lines" }) ?? [];
  const totalCents = typedTotalCents(lines);
  return (
    <section
      aria-label="Change order total"
      className="rounded-lg bg-slate-50 px-4 py-3 text-sm sm:ml-auto sm:w-80 dark:bg-slate-800/60"
    >
      <dl>
        <div className="flex items-baseline justify-between gap-4 py-1 text-base">
          <dt className="font-semibold">{totalCents < 0 ? "Total credit" : "Total"}</dt>
          <dd className="font-semibold tabular-nums" data-testid="editor-total">
            {changeOrderTotalText(fromCents(totalCents))}
          </dd>
        </div>
      </dl>
      {totalCents < 0 && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          A credit is taken off the job&apos;s next invoice.
        </p>
      )}
    </section>
  );
}
