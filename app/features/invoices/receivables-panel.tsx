/**
 * The dashboard's money panel: the receivables (what the open invoices still owe, by days past due, with the
 * way to them) and, beside them, what was collected this month.
 */
import { Link } from "react-router";
import { formatMoney } from "~/lib/money";
import { CollectedPanel } from "./collected-panel";
import type { ReceivablesView } from "./invoice-reports-view";

const card = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

const BUCKETS: { key: Exclude<keyof ReceivablesView, "collectedThisMonth">; label: string }[] = [
  { key: "current", label: "Not yet due" },
  { key: "days1to30", label: "1-30 days late" },
  { key: "days31to60", label: "31-60 days late" },
  { key: "days61to90", label: "61-90 days late" },
  { key: "over90", label: "Over 90 days late" },
];

export function ReceivablesPanel({ receivables }: { receivables: ReceivablesView }) {
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
      <Receivables receivables={receivables} />
      <CollectedPanel collected={receivables.collectedThisMonth} />
    </div>
  );
}

function Receivables({ receivables }: { receivables: ReceivablesView }) {
  return (
    <section aria-labelledby="receivables" className={card}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="receivables" className="font-semibold">
          Receivables <span className="font-normal text-slate-600 dark:text-slate-300">(open invoices)</span>
        </h2>
        <Link
          to="/admin?tab=invoices&status=overdue"
          className="text-sm font-semibold text-brand-700 underline dark:text-accent-400"
        >
          See overdue invoices
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 2xl:grid-cols-6">
        {BUCKETS.map((bucket) => (
          <div key={bucket.key}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{bucket.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatMoney(receivables[bucket.key])}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Total owed</dt>
          <dd className="text-xl font-bold tabular-nums">{formatMoney(receivables.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
