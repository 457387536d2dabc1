import { formatMoney } from "~/lib/money";
import type { SalesPipeline } from "./endpoints";

const card = "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";

/** This month's sales: quote requests, estimates sent, approved (count and value), and the approval rate. */
export function PipelinePanel({ pipeline }: { pipeline: SalesPipeline }) {
  const figures = [
    { label: "Quote requests", value: String(pipeline.requests) },
    { label: "Estimates sent", value: String(pipeline.sent) },
    {
      label: "Approved",
      value: String(pipeline.approved),
      detail: formatMoney(pipeline.approvedValue),
    },
    {
      label: "Approval rate",
      value: pipeline.approvalRate === null ? "—" : `${pipeline.approvalRate}%`,
      detail: "of estimates sent this month",
    },
  ];
  return (
    <section aria-labelledby="sales-pipeline" className={card}>
      <h2 id="sales-pipeline" className="mb-3 font-semibold">
        Sales Pipeline <span className="font-normal text-slate-600 dark:text-slate-300">(this month)</span>
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="text-2xl font-bold">{figure.value}</dd>
            {figure.detail && <dd className="text-sm text-slate-600 dark:text-slate-300">{figure.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
