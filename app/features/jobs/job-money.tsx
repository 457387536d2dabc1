/**
 * A job's money at a glance: what it is worth today (the approved estimate and the approved change orders),
 * what was invoiced, what was paid and what is left. Four tiles, two a row on a phone. Client-safe.
 */
import { useId } from "react";
import { StatTile } from "~/components/ui/stat-tile";
import { formatMoney } from "~/lib/money";
import type { JobView } from "./job-view";

/** "+ $450.00", "− $300.00": a change orders' sum reads as what it adds or takes off. */
const signed = (amount: string) =>
  Number(amount) < 0 ? `− ${formatMoney(Math.abs(Number(amount)))}` : `+ ${formatMoney(amount)}`;

export function JobMoney({ job }: { job: JobView }) {
  const id = useId();
  const tiles = [
    {
      term: "Contract total",
      amount: job.contractTotal,
      note:
        Number(job.changeOrdersTotal) === 0
          ? `The approved estimate, ${formatMoney(job.approvedTotal)}`
          : `Estimate ${formatMoney(job.approvedTotal)} ${signed(job.changeOrdersTotal)} in change orders`,
    },
    { term: "Invoiced", amount: job.invoiced, note: "Deposit and invoices" },
    { term: "Paid", amount: job.paid, note: "Net of refunds" },
    { term: "Balance", amount: job.balance, note: "Contract total less paid" },
  ];
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold">
        Money
      </h3>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {tiles.map((tile) => (
          <StatTile key={tile.term} term={tile.term} className="p-3">
            <dd className="text-lg font-semibold tabular-nums sm:text-xl">{formatMoney(tile.amount)}</dd>
            <dd className="text-xs text-slate-600 dark:text-slate-300">{tile.note}</dd>
          </StatTile>
        ))}
      </dl>
    </section>
  );
}
