/**
 * An approved estimate's job in the back office's detail: when it was marked complete, its invoices (each
 * opens in the Invoices section), what was paid (the deposit and the invoices' payments) and the balance of
 * the approved total. Client-safe.
 */
import { Link } from "react-router";
import { SumRow } from "~/components/ui/detail-facts";
import { formatInstantDate, formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { INVOICE_STATUS_LABELS } from "~/lib/vocabulary";
import type { AdminEstimateView } from "./estimate-job-view";

export const invoiceHref = (id: number) => `/admin?tab=invoices&invoice=${id}`;

/** The job's page in the Jobs section: an approved estimate is a job. */
export const jobHref = (estimateId: number) => `/admin?tab=jobs&job=${estimateId}`;
const isJob = (estimate: AdminEstimateView) =>
  estimate.status === "approved" || estimate.status === "scheduled";

export function JobInvoices({ estimate }: { estimate: AdminEstimateView }) {
  if (!estimate.approval && estimate.invoices.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="detail-job-invoices">
      <h3 id="detail-job-invoices" className="text-base font-semibold">
        Invoices of the job
      </h3>
      {isJob(estimate) && (
        <p>
          <Link to={jobHref(estimate.id)} className="font-medium underline">
            Open the job
          </Link>{" "}
          for its change orders, payments and timeline.
        </p>
      )}
      {estimate.completedAt && <p>Job marked complete on {formatInstantDate(estimate.completedAt)}.</p>}
      {estimate.invoices.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">No invoices yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {estimate.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
              <Link to={invoiceHref(invoice.id)} className="font-medium underline">
                {invoice.number ? `Invoice ${invoice.number}` : "Draft invoice"}
                {invoice.completion && " (completion)"}
              </Link>
              <span>{INVOICE_STATUS_LABELS[invoice.status]}</span>
              <span>Total {formatMoney(invoice.total)}</span>
              {invoice.status !== "void" && <span>Balance {formatMoney(invoice.balance)}</span>}
              {invoice.dueDate && invoice.status !== "void" && (
                <span>Due {formatLongDate(invoice.dueDate)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl className="sm:ml-auto sm:w-80">
        <SumRow term="Paid (deposit and invoices)">{formatMoney(estimate.paid)}</SumRow>
        <SumRow term="Balance of the approved total" strong ruled>
          {formatMoney(estimate.balance)}
        </SumRow>
      </dl>
    </section>
  );
}
