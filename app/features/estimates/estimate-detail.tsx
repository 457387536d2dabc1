/**
 * One estimate as the back office reads it: the customer, the lines (optional ones apart), the sums, the
 * texts, the photos, where it stands and when it got there, what the customer signed, its visits, and its
 * job's invoices with what was paid.
 * Client-safe.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CustomerFacts, Fact, SumRow } from "~/components/ui/detail-facts";
import { PricedLinesSection, PricedLinesTable } from "~/components/ui/priced-lines-table";
import { EstimateStatusBadge } from "~/components/ui/status-badges";
import { formatInstantDate, formatLongDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";
import { ApprovalRecord } from "./approval-record";
import { JobInvoices } from "./estimate-job-invoices";
import type { AdminEstimateView } from "./estimate-job-view";
import { depositExplanation } from "./estimate-labels";
import { EstimatePhotos } from "./estimate-photos";
import { estimateSums, hundredths } from "./estimate-totals";
import type { EstimateView } from "./estimate-view";
import { PaymentScheduleList } from "./payment-schedule-list";

const heading = "text-base font-semibold";

export function EstimateDetail({
  estimate,
  actions,
  openHref,
}: {
  estimate: AdminEstimateView;
  actions: ReactNode;
  openHref: (id: number) => string;
}) {
  const required = estimate.lines.filter((line) => !line.optional);
  const optional = estimate.lines.filter((line) => line.optional);
  const priced = estimate.lines.map((line) => ({ ...line, unitPriceCents: hundredths(line.unitPrice) }));
  const { optionalCents } = estimateSums(priced, estimate.deposit);
  return (
    <div className="space-y-6 text-sm">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <EstimateStatusBadge status={estimate.status} superseded={estimate.supersededById !== null} />
          <span className="font-semibold">{estimate.title}</span>
        </div>
        {estimate.supersededById !== null && (
          <p className="rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-800">
            Replaced by a newer revision; its link no longer works.{" "}
            <Link to={openHref(estimate.supersededById)} className="font-medium underline">
              Open the latest revision
            </Link>
          </p>
        )}
        {actions}
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <CustomerFacts customer={estimate.customer} />
        <Fact term="Valid until">{formatLongDate(estimate.validUntil)}</Fact>
        <Fact term="Created">{formatInstantDate(estimate.createdAt)}</Fact>
        <Fact term="Sent">{estimate.sentAt ? formatInstantDate(estimate.sentAt) : "Not sent"}</Fact>
        <Fact term="Viewed">{estimate.viewedAt ? formatInstantDate(estimate.viewedAt) : "Not viewed"}</Fact>
        <Fact term="Decided">{estimate.decidedAt ? formatInstantDate(estimate.decidedAt) : "Not yet"}</Fact>
      </dl>
      {estimate.declineReason && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-red-900 dark:bg-red-950 dark:text-red-100">
          <span className="font-semibold">Reason given: </span>
          {estimate.declineReason}
        </p>
      )}
      <PricedLinesSection lines={required}>
        {optional.length > 0 && (
          <>
            <h3 className={`${heading} border-t border-slate-200 px-4 pt-3 dark:border-slate-700`}>
              Optional lines <span className="font-normal">(the customer may add them)</span>
            </h3>
            <PricedLinesTable lines={optional} caption="Optional lines" />
          </>
        )}
      </PricedLinesSection>
      <dl className="sm:ml-auto sm:w-80">
        <SumRow term="Subtotal">{formatMoney(estimate.subtotal)}</SumRow>
        {optional.length > 0 && (
          <SumRow term="Optional items">{formatMoney(fromCents(optionalCents))}</SumRow>
        )}
        <SumRow term={estimate.approval ? "Total approved" : "Total"} strong ruled>
          {formatMoney(estimate.total)}
        </SumRow>
        <SumRow term={`Deposit due (${depositExplanation(estimate.deposit)})`}>
          {formatMoney(estimate.depositDue)}
        </SumRow>
      </dl>
      {estimate.milestones.length > 0 && (
        <section aria-labelledby="detail-schedule">
          <h3 id="detail-schedule" className={heading}>
            Payment schedule
          </h3>
          <PaymentScheduleList view={estimate} totalCents={hundredths(estimate.total)} />
        </section>
      )}
      {estimate.notes && <TextBlock title="Notes" text={estimate.notes} />}
      <TextBlock title="Terms" text={estimate.terms} />
      {estimate.photos.length > 0 && (
        <section className="space-y-2" aria-labelledby="detail-photos">
          <h3 id="detail-photos" className={heading}>
            Photos
          </h3>
          <EstimatePhotos photos={estimate.photos} label="Estimate photos" />
        </section>
      )}
      {estimate.approval && <ApprovalRecord approval={estimate.approval} lines={estimate.lines} />}
      <Visits visits={estimate.visits} />
      <JobInvoices estimate={estimate} />
    </div>
  );
}

function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <section className="space-y-1">
      <h3 className={heading}>{title}</h3>
      <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{text}</p>
    </section>
  );
}

function Visits({ visits }: { visits: EstimateView["visits"] }) {
  if (visits.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="detail-visits">
      <h3 id="detail-visits" className={heading}>
        Scheduled visits
      </h3>
      <ul className="space-y-1">
        {visits.map((visit) => (
          <li key={visit.appointmentId}>
            {formatWeekdayDate(visit.date)} at {formatTime12h(visit.time)} ·{" "}
            {APPOINTMENT_STATUS_LABELS[visit.status as keyof typeof APPOINTMENT_STATUS_LABELS] ??
              visit.status}
          </li>
        ))}
      </ul>
    </section>
  );
}
