/**
 * My Projects' estimates: what the signed-in customer was sent, where each stands and its amounts. The link
 * that opens an estimate is a secret only the customer's mail holds (the site keeps its hash), so the list
 * points to that mail rather than to the estimate. Client-safe.
 */
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { EstimateStatus } from "~/lib/vocabulary";
import { EstimateStatusBadge } from "./estimate-status-badge";
import type { EstimateView } from "./estimate-view";

export interface MyEstimate {
  number: number;
  revision: number;
  title: string;
  status: EstimateStatus;
  total: string;
  validUntil: string;
  closedReason: string | null;
  hasVisits: boolean;
}

/** The part of an estimate My Projects shows (not the signature's details). */
export const myEstimate = (view: EstimateView): MyEstimate => ({
  number: view.number,
  revision: view.revision,
  title: view.title,
  status: view.status,
  total: view.total,
  validUntil: view.validUntil,
  closedReason: view.closedReason,
  hasVisits: view.visits.length > 0,
});

export const OPEN_THE_MAIL = "Open the link in the email we sent you to review and approve it.";

function nextStep(estimate: MyEstimate): string {
  if (estimate.status === "approved" || estimate.status === "scheduled") {
    return estimate.hasVisits
      ? "Its visits are listed with your projects above."
      : "We will call you to schedule the work.";
  }
  return estimate.closedReason ?? OPEN_THE_MAIL;
}

export function MyEstimates({ estimates }: { estimates: readonly MyEstimate[] }) {
  return (
    <section aria-labelledby="my-estimates" className="mt-14">
      <h2 id="my-estimates" className="text-2xl font-bold tracking-tight">
        Estimates
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {estimates.map((estimate) => (
          <li
            key={estimate.number}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                Estimate #{estimate.number}
                {estimate.revision > 1 && `, revision ${estimate.revision}`}
              </p>
              <EstimateStatusBadge status={estimate.status} superseded={false} />
            </div>
            <h3 className="mt-1 text-lg font-semibold">{estimate.title}</h3>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Total</dt>
                <dd className="text-base font-semibold tabular-nums">{formatMoney(estimate.total)}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Valid until</dt>
                <dd className="text-base font-semibold">{formatLongDate(estimate.validUntil)}</dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{nextStep(estimate)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
