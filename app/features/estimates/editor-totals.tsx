/** The editor's totals under its lines, following every keystroke. Client-safe. */
import { useWatch, type Control } from "react-hook-form";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { typedSums } from "./editor-sums";
import type { EstimateBodyInput } from "./estimate.schema";

const money = (cents: number) => formatMoney(fromCents(cents));

export function EditorTotals({ control }: { control: Control<EstimateBodyInput> }) {
  const lines = useWatch({ control, name: "lines" }) ?? [];
  const deposit = useWatch({ control, name: "deposit" });
  const sums = typedSums(lines, deposit);
  const row = "flex items-baseline justify-between gap-4 py-1";
  return (
    <section
      aria-label="Estimate totals"
      className="rounded-lg bg-slate-50 px-4 py-3 text-sm sm:ml-auto sm:w-80 dark:bg-slate-800/60"
    >
      <dl>
        <div className={row}>
          <dt>Subtotal</dt>
          <dd className="font-semibold tabular-nums" data-testid="editor-subtotal">
            {money(sums.requiredCents)}
          </dd>
        </div>
        <div className={row}>
          <dt>Optional items</dt>
          <dd className="tabular-nums" data-testid="editor-optional">
            {money(sums.optionalCents)}
          </dd>
        </div>
        <div className={`${row} border-t border-slate-300 pt-2 dark:border-slate-600`}>
          <dt>Deposit due on approval</dt>
          <dd className="font-semibold tabular-nums" data-testid="editor-deposit">
            {money(sums.depositCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        The deposit grows with any optional items the customer adds.
      </p>
    </section>
  );
}
