/** The dashboard's "Collected this month": the money received since the 1st, net of this month's refunds. */
import { formatMoney } from "~/lib/money";
import type { CollectedView } from "./invoice-reports-view";

const card = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

export function CollectedPanel({ collected }: { collected: CollectedView }) {
  const count = collected.payments === 1 ? "1 payment" : `${collected.payments} payments`;
  return (
    <section aria-labelledby="collected-this-month" className={card}>
      <h2 id="collected-this-month" className="mb-3 font-semibold">
        Collected this month
      </h2>
      <p className="text-2xl font-bold tabular-nums" data-testid="collected-amount">
        {formatMoney(collected.amount)}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        From {count}
        {Number(collected.refunded) > 0 && `, after ${formatMoney(collected.refunded)} refunded`}. Deposits
        and invoices, online and by hand.
      </p>
    </section>
  );
}
