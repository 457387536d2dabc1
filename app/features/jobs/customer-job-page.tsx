/**
 * A job as its customer reads it in My Projects (`/my-projects/jobs/{estimateId}`): where it stands, its
 * money, what waits for them first (change orders to answer, invoices to pay, each with its link), then its
 * visits and every change order and invoice. One column, so that it reads with one thumb on a phone.
 * Client-safe.
 */
import { useId, type ReactNode } from "react";
import { ChangeOrderStatusBadge, InvoiceStatusBadges, JobStageBadge } from "~/components/ui/status-badges";
import { formatLongDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from "~/lib/vocabulary";
import { jobName } from "./job-badges";
import type { CustomerJobView } from "./job-view";

type Invoice = CustomerJobView["invoices"][number];
type ChangeOrder = CustomerJobView["changeOrders"][number];

const card = "rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900";
const listCard =
  "divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900";
const muted = "text-slate-600 dark:text-slate-300";
const action =
  "inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400";
const link = "font-semibold text-brand-700 underline dark:text-accent-400";

/** An invoice still asks for money: sent, not voided, something left on it. */
const toPay = (invoice: Invoice) => invoice.status !== "void" && Number(invoice.balance) > 0;

/** "Credit $300.00" for a change order that takes money off. */
const orderTotal = (total: string) =>
  Number(total) < 0 ? `Credit ${formatMoney(Math.abs(Number(total)))}` : formatMoney(total);

export function CustomerJobPage({ job }: { job: CustomerJobView }) {
  const answers = job.changeOrders.filter((order): order is ChangeOrder & { url: string } => !!order.url);
  const payments = job.invoices.filter(toPay);
  return (
    <div className="space-y-8">
      <div className={card}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className={`text-sm font-semibold ${muted}`}>{jobName(job)}</p>
          <JobStageBadge status={job.status} />
        </div>
        <h2 className="mt-1 text-2xl font-bold break-words">{job.title}</h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Figure term="Contract total">{formatMoney(job.contractTotal)}</Figure>
          <Figure term="Paid">{formatMoney(job.paid)}</Figure>
          <Figure term="Balance">{formatMoney(job.balance)}</Figure>
        </dl>
        <p className={`mt-3 text-sm ${muted}`}>
          The contract total is your approved estimate with the change orders you approved.
        </p>
      </div>

      {(answers.length > 0 || payments.length > 0) && (
        <Part title="Waiting for you">
          <ul className="space-y-3">
            {answers.map((order) => (
              <li key={order.number} className={card}>
                <p className="font-semibold break-words">
                  Change order {order.number}: {order.title}
                </p>
                <p className={`text-sm ${muted}`}>{orderTotal(order.total)}, waiting for your answer.</p>
                <a href={order.url} className={`${action} mt-3`}>
                  Review and answer
                  <span className="sr-only"> change order {order.number}</span>
                </a>
              </li>
            ))}
            {payments.map((invoice) => (
              <li key={invoice.url} className={card}>
                <p className="font-semibold">Invoice {invoice.number}</p>
                <p className={`text-sm ${muted}`}>
                  {formatMoney(invoice.balance)} to pay
                  {invoice.dueDate && `, due ${formatLongDate(invoice.dueDate)}`}
                  {invoice.overdue && " (overdue)"}.
                </p>
                <a href={invoice.url} className={`${action} mt-3`}>
                  Pay {formatMoney(invoice.balance)}
                  <span className="sr-only"> (invoice {invoice.number})</span>
                </a>
              </li>
            ))}
          </ul>
        </Part>
      )}

      <Part title="Visits">
        {job.visits.length === 0 ? (
          <p className={muted}>We will call you to schedule the work.</p>
        ) : (
          <ul className={listCard}>
            {job.visits.map((visit) => (
              <li key={visit.appointmentId} className="flex flex-wrap justify-between gap-x-4 px-5 py-3">
                <span>
                  {formatWeekdayDate(visit.date)} at {formatTime12h(visit.time)}
                </span>
                <span className={muted}>
                  {APPOINTMENT_STATUS_LABELS[visit.status as AppointmentStatus] ?? visit.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Part>

      {job.changeOrders.length > 0 && (
        <Part title="Change orders">
          <ul className={listCard}>
            {job.changeOrders.map((order) => (
              <li key={order.number} className="space-y-1 px-5 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold break-words">
                    {order.number}: {order.title}
                  </span>
                  <ChangeOrderStatusBadge status={order.status} />
                </div>
                <p className="tabular-nums">{orderTotal(order.total)}</p>
              </li>
            ))}
          </ul>
        </Part>
      )}

      {job.invoices.length > 0 && (
        <Part title="Invoices">
          <ul className={listCard}>
            {job.invoices.map((invoice) => (
              <li key={invoice.url} className="space-y-1 px-5 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <a href={invoice.url} className={link}>
                    Invoice {invoice.number}
                  </a>
                  <InvoiceStatusBadges status={invoice.status} overdue={invoice.overdue} />
                </div>
                <p className="tabular-nums">
                  Total {formatMoney(invoice.total)}
                  {invoice.status !== "void" && ` · Balance ${formatMoney(invoice.balance)}`}
                </p>
              </li>
            ))}
          </ul>
        </Part>
      )}
    </div>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={`text-sm ${muted}`}>{term}</dt>
      <dd className="text-xl font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
