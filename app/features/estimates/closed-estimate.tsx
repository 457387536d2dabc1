/**
 * What replaces the approval controls once the estimate can no longer be approved: why, and for an approved
 * one what was signed and the visits set for the work. Client-safe.
 */
import { formatInstantDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { PublicEstimateView } from "./estimate-view";

export function ClosedEstimate({ view }: { view: PublicEstimateView }) {
  const { approval } = view;
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">{view.closedReason}</p>
      {approval && (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Fact term="Signed by" value={approval.signedName} />
          <Fact term="Signed on" value={formatInstantDate(approval.signedAt)} />
          <Fact term="Total approved" value={formatMoney(approval.total)} />
          <Fact term="Deposit" value={formatMoney(approval.depositDue)} />
        </dl>
      )}
      {view.visits.length > 0 && (
        <div>
          <h3 className="font-semibold">Scheduled visits</h3>
          <ul className="mt-2 space-y-1">
            {view.visits.map((visit) => (
              <li key={visit.appointmentId}>
                {formatWeekdayDate(visit.date)} at {formatTime12h(visit.time)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
