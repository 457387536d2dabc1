/**
 * What a job's records hold, each under its heading: its visits (the estimate's and those a change order
 * added), its invoices (each opens in the Invoices section), and the money received and refunded. Lists
 * rather than tables, so that they read the same at 360px as on a desktop. Client-safe.
 */
import { useContext, useId, type ReactNode } from "react";
import { Link } from "react-router";
import { InvoiceStatusBadges } from "~/components/ui/status-badges";
import { formatInstantDate, formatLongDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import {
  APPOINTMENT_STATUS_LABELS,
  PAYMENT_METHOD_NAMES,
  type AppointmentStatus,
  type PaymentMethod,
} from "~/lib/vocabulary";
import type { JobView } from "./job-view";
import { JobVisitActionsContext } from "./job-visit-actions";

/** The address that opens an invoice in the Invoices section. */
export const invoiceHref = (id: number) => `/admin?tab=invoices&invoice=${id}`;

const muted = "text-slate-600 dark:text-slate-300";
const link = "font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-400";

/** A job's list under its heading, or a line that says it is empty. */
export function JobRecordSection({
  title,
  empty,
  count,
  action,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  /** A button beside the heading ("New change order"). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {action}
      </div>
      {count === 0 ? (
        <p className={muted}>{empty}</p>
      ) : (
        <ul
          aria-labelledby={id}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
        >
          {children}
        </ul>
      )}
    </section>
  );
}

const row = "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2.5 sm:px-4";

export function JobVisits({ job }: { job: JobView }) {
  const orderNumber = (id: number | null) => job.changeOrders.find((order) => order.id === id)?.number;
  const visitActions = useContext(JobVisitActionsContext);
  return (
    <JobRecordSection title="Visits" empty="No visits scheduled yet." count={job.visits.length}>
      {job.visits.map((visit) => (
        <li key={visit.appointmentId} className={row}>
          <span>
            {formatWeekdayDate(visit.date)} at {formatTime12h(visit.time)}
            {visit.changeOrderId !== null && (
              <span className={muted}> · for {orderNumber(visit.changeOrderId) ?? "a change order"}</span>
            )}
          </span>
          <span className={muted}>
            {APPOINTMENT_STATUS_LABELS[visit.status as AppointmentStatus] ?? visit.status}
          </span>
          {visitActions?.(visit, job)}
        </li>
      ))}
    </JobRecordSection>
  );
}

export function JobInvoiceList({ job }: { job: JobView }) {
  return (
    <JobRecordSection title="Invoices" empty="No invoices yet." count={job.invoices.length}>
      {job.invoices.map((invoice) => (
        <li key={invoice.id} className={row}>
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <Link to={invoiceHref(invoice.id)} className={link}>
              {invoice.number ? `Invoice ${invoice.number}` : "Draft invoice"}
            </Link>
            <InvoiceStatusBadges status={invoice.status} overdue={invoice.overdue} />
          </div>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
            <Figure term="Total">{formatMoney(invoice.total)}</Figure>
            <Figure term="Paid">{formatMoney(invoice.amountPaid)}</Figure>
            {/* A voided invoice is owed nothing, whatever was left on it. */}
            <Figure term="Balance">{invoice.status === "void" ? "—" : formatMoney(invoice.balance)}</Figure>
            {invoice.dueDate && invoice.status !== "void" && (
              <Figure term="Due">{formatLongDate(invoice.dueDate)}</Figure>
            )}
          </dl>
        </li>
      ))}
    </JobRecordSection>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className={muted}>{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

const PAYMENT_NOTES: Record<string, string> = {
  pending: "Waiting for payment",
  processing: "Processing",
  failed: "Failed",
  expired: "Expired",
  refund_pending: "Refund pending",
  refunded: "Refunded",
};

const REFUND_NOTES: Record<string, string> = {
  pending: "Pending",
  succeeded: "Refunded",
  failed: "Failed",
};

const methodName = (method: string | null) =>
  method ? (PAYMENT_METHOD_NAMES[method as PaymentMethod] ?? method) : null;

export function JobPayments({ job }: { job: JobView }) {
  return (
    <JobRecordSection title="Payments" empty="No payments yet." count={job.payments.length}>
      {job.payments.map((payment) => (
        <li key={payment.id} className={row}>
          <div className="min-w-0">
            <p className="font-medium">{payment.description}</p>
            <p className={muted}>
              {[
                payment.paidAt ? formatInstantDate(payment.paidAt) : null,
                methodName(payment.method) && `by ${methodName(payment.method)}`,
                PAYMENT_NOTES[payment.status],
                Number(payment.refunded) > 0 && `${formatMoney(payment.refunded)} refunded`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <p className="font-semibold tabular-nums">{formatMoney(payment.amount)}</p>
        </li>
      ))}
    </JobRecordSection>
  );
}

export function JobRefunds({ job }: { job: JobView }) {
  if (job.refunds.length === 0) return null;
  const paidBy = (id: number) => job.payments.find((payment) => payment.id === id)?.description;
  return (
    <JobRecordSection title="Refunds" empty="" count={job.refunds.length}>
      {job.refunds.map((refund) => (
        <li key={refund.id} className={row}>
          <div className="min-w-0">
            <p className="font-medium">{paidBy(refund.paymentId) ?? "A payment"}</p>
            <p className={muted}>
              {formatInstantDate(refund.at)} · {REFUND_NOTES[refund.status] ?? refund.status}
            </p>
          </div>
          <p className="font-semibold tabular-nums">− {formatMoney(refund.amount)}</p>
        </li>
      ))}
    </JobRecordSection>
  );
}
