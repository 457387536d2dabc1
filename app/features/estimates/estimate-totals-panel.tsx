/** Subtotal, the optional items added, total and the deposit due, as the customer's choices make them. */
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { depositExplanation } from "./estimate-labels";
import type { EstimateSums } from "./estimate-totals";
import type { PublicEstimateView } from "./estimate-view";

const money = (cents: number) => formatMoney(fromCents(cents));

export function EstimateTotalsPanel({
  sums,
  deposit,
  hasOptional,
}: {
  sums: EstimateSums;
  deposit: PublicEstimateView["deposit"];
  hasOptional: boolean;
}) {
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <dl className="text-base">
      <div className={row}>
        <dt className="text-slate-700 dark:text-slate-300">Subtotal</dt>
        <dd className="tabular-nums" data-testid="estimate-subtotal">
          {money(sums.requiredCents)}
        </dd>
      </div>
      {hasOptional && (
        <div className={row}>
          <dt className="text-slate-700 dark:text-slate-300">Optional items added</dt>
          <dd className="tabular-nums">{money(sums.chosenCents)}</dd>
        </div>
      )}
      <div className={`${row} mt-1 border-t border-slate-300 pt-3 text-xl font-bold dark:border-slate-600`}>
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="estimate-total">
          {money(sums.totalCents)}
        </dd>
      </div>
      <div className={`${row} text-lg font-semibold`}>
        <dt>
          Deposit due
          <span className="block text-sm font-normal text-slate-600 first-letter:uppercase dark:text-slate-400">
            {depositExplanation(deposit)}, paid on approval
          </span>
        </dt>
        <dd className="tabular-nums" data-testid="estimate-deposit">
          {money(sums.depositCents)}
        </dd>
      </div>
    </dl>
  );
}
