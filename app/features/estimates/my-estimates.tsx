/**
 * My Projects' estimates: what the signed-in customer was sent, where each stands and its amounts. The link
 * that opens an estimate is a secret only the customer's mail holds (the site keeps its hash), so the list
 * points to that mail rather than to the estimate. Client-safe.
 */
import { EstimateStatusBadge } from "~/components/ui/status-badges";
import { SummaryCard, SummaryCardSection } from "~/components/ui/summary-cards";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { EstimateStatus } from "~/lib/vocabulary";
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
    <SummaryCardSection title="Estimates">
      {estimates.map((estimate) => (
        <SummaryCard
          key={estimate.number}
          label={`Estimate #${estimate.number}${estimate.revision > 1 ? `, revision ${estimate.revision}` : ""}`}
          badge={<EstimateStatusBadge status={estimate.status} superseded={false} />}
          title={estimate.title}
          facts={[
            { term: "Total", value: formatMoney(estimate.total), figure: true },
            { term: "Valid until", value: formatLongDate(estimate.validUntil) },
          ]}
        >
          {nextStep(estimate)}
        </SummaryCard>
      ))}
    </SummaryCardSection>
  );
}
