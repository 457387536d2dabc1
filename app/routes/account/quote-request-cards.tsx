/** My Projects' quote requests, each with its estimate's status once one was sent. */
import { Badge } from "~/components/ui/badge";
import { EstimateStatusBadge } from "~/components/ui/status-badges";
import { SummaryCard, SummaryCardSection, type SummaryFact } from "~/components/ui/summary-cards";
import { leadReference } from "~/features/leads/lead-received";
import {
  quoteRequestNextStep,
  quoteRequestStage,
  type MyQuoteRequest,
} from "~/features/leads/my-quote-request";
import { formatInstantDate, formatLongDate } from "~/lib/dates";

function facts(request: MyQuoteRequest): SummaryFact[] {
  const shown: SummaryFact[] = [
    { term: "Sent", value: formatInstantDate(request.sentAt) },
    { term: "Preferred date", value: formatLongDate(request.preferredDate) },
  ];
  if (request.photos > 0) shown.push({ term: "Photos", value: request.photos, figure: true });
  return shown;
}

export function QuoteRequestCards({ requests }: { requests: readonly MyQuoteRequest[] }) {
  return (
    <SummaryCardSection title="Quote requests">
      {requests.map((request) => (
        <SummaryCard
          key={request.id}
          label={`Quote request ${leadReference("quote", request.id)}`}
          badge={
            request.estimate ? (
              <EstimateStatusBadge status={request.estimate.status} superseded={false} />
            ) : (
              <Badge tone="blue">{quoteRequestStage(request)}</Badge>
            )
          }
          title={request.serviceType}
          facts={facts(request)}
        >
          {quoteRequestNextStep(request)}
        </SummaryCard>
      ))}
    </SummaryCardSection>
  );
}
