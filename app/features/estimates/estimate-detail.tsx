/**
 * One estimate as the back office reads it: the customer, the lines (optional ones apart), the sums, the
 * texts, the photos, where it stands and when it got there, what the customer signed, and its visits.
 * Client-safe.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PricedLinesTable } from "~/components/ui/priced-lines-table";
import { formatInstantDate, formatLongDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { telHref } from "~/lib/tel-href";
import { APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";
import { ApprovalRecord } from "./approval-record";
import { depositExplanation } from "./estimate-labels";
import { EstimatePhotos } from "./estimate-photos";
import { EstimateStatusBadge } from "./estimate-status-badge";
import { estimateSums, hundredths } from "./estimate-totals";
import type { EstimateView } from "./estimate-view";

const heading = "text-base font-semibold";
const row = "flex items-baseline justify-between gap-4 py-1";

export function EstimateDetail({
  estimate,
  actions,
  openHref,
}: {
  estimate: EstimateView;
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
        <Fact term="Customer">{estimate.customer.name}</Fact>
        <Fact term="Email">
          <a className="break-all underline" href={`mailto:${estimate.customer.email}`}>
            {estimate.customer.email}
          </a>
        </Fact>
        <Fact term="Phone">
          <a className="underline" href={telHref(estimate.customer.phone)}>
            {estimate.customer.phone}
          </a>
        </Fact>
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
      <section
        aria-labelledby="detail-lines"
        className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
      >
        <h3 id="detail-lines" className={`${heading} px-4 pt-3`}>
          Lines
        </h3>
        <PricedLinesTable lines={required} caption="Lines" />
        {optional.length > 0 && (
          <>
            <h3 className={`${heading} border-t border-slate-200 px-4 pt-3 dark:border-slate-700`}>
              Optional lines <span className="font-normal">(the customer may add them)</span>
            </h3>
            <PricedLinesTable lines={optional} caption="Optional lines" />
          </>
        )}
      </section>
      <dl className="sm:ml-auto sm:w-80">
        <div className={row}>
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{formatMoney(estimate.subtotal)}</dd>
        </div>
        {optional.length > 0 && (
          <div className={row}>
            <dt>Optional items</dt>
            <dd className="tabular-nums">{formatMoney(fromCents(optionalCents))}</dd>
          </div>
        )}
        <div className={`${row} border-t border-slate-300 pt-2 font-semibold dark:border-slate-600`}>
          <dt>{estimate.approval ? "Total approved" : "Total"}</dt>
          <dd className="tabular-nums">{formatMoney(estimate.total)}</dd>
        </div>
        <div className={row}>
          <dt>Deposit due ({depositExplanation(estimate.deposit)})</dt>
          <dd className="tabular-nums">{formatMoney(estimate.depositDue)}</dd>
        </div>
      </dl>
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
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 py-0.5">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}:</dt>
      <dd className="min-w-0">{children}</dd>
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
