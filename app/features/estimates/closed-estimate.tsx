/**
 * What replaces the approval controls once the estimate can no longer be approved: why, and for an approved
 * one what was signed and the visits set for the work. Client-safe.
 */
import { FactGrid } from "~/components/ui/document-sections";
import { formatInstantDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { PublicEstimateView } from "./estimate-view";

export function ClosedEstimate({ view }: { view: PublicEstimateView }) {
  const { approval } = view;
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">{view.closedReason}</p>
      {approval && (
        <FactGrid
          facts={[
            ["Signed by", approval.signedName],
            ["Signed on", formatInstantDate(approval.signedAt)],
            ["Total approved", formatMoney(approval.total)],
            ["Deposit", formatMoney(approval.depositDue)],
          ]}
        />
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
