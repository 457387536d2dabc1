/**
 * One invoice as the back office reads it: where it stands, the customer, its dates, the lines, the credits
 * taken off, what was paid and what is left, the notes and the payments recorded. Client-safe.
 */
import type { ReactNode } from "react";
import { PricedLinesTable } from "~/components/ui/priced-lines-table";
import { cn } from "~/lib/cn";
import { formatInstantDate, formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { telHref } from "~/lib/tel-href";
import { InvoicePayments } from "./invoice-payments";
import { InvoiceStatusBadges } from "./invoice-status-badge";
import { INVOICE_TERMS_LABELS } from "./invoice-terms-field";
import type { InvoiceView } from "./invoice-view";

const heading = "text-base font-semibold";
const row = "flex items-baseline justify-between gap-4 py-1";

export function InvoiceDetail({ invoice, actions }: { invoice: InvoiceView; actions: ReactNode }) {
  return (
    <div className="space-y-6 text-sm">
      <div className="space-y-3">
        <InvoiceStatusBadges status={invoice.status} overdue={invoice.overdue} />
        {actions}
      </div>
      {invoice.status === "void" && (
        <p className="rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <span className="font-semibold">
            Voided{invoice.voidedAt && ` ${formatInstantDate(invoice.voidedAt)}`}:{" "}
          </span>
          {invoice.voidReason}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <Fact term="Customer">{invoice.customer.name}</Fact>
        <Fact term="Email">
          <a className="break-all underline" href={`mailto:${invoice.customer.email}`}>
            {invoice.customer.email}
          </a>
        </Fact>
        <Fact term="Phone">
          <a className="underline" href={telHref(invoice.customer.phone)}>
            {invoice.customer.phone}
          </a>
        </Fact>
        <Fact term="Terms">{INVOICE_TERMS_LABELS[invoice.terms]}</Fact>
        <Fact term="Issued">{invoice.issuedOn ? formatLongDate(invoice.issuedOn) : "Not sent"}</Fact>
        <Fact term="Due">{invoice.dueDate ? formatLongDate(invoice.dueDate) : "Set when sent"}</Fact>
        <Fact term="Created">{formatInstantDate(invoice.createdAt)}</Fact>
        <Fact term="Viewed">{invoice.viewedAt ? formatInstantDate(invoice.viewedAt) : "Not viewed"}</Fact>
      </dl>
      <section
        aria-labelledby="invoice-lines"
        className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
      >
        <h3 id="invoice-lines" className={`${heading} px-4 pt-3`}>
          Lines
        </h3>
        <PricedLinesTable lines={invoice.lines} caption="Lines" />
      </section>
      {invoice.credits.length > 0 && (
        <section className="space-y-1" aria-labelledby="invoice-credits">
          <h3 id="invoice-credits" className={heading}>
            Credits
          </h3>
          <dl>
            {invoice.credits.map((credit, index) => (
              <div key={index} className={row}>
                <dt>{credit.description}</dt>
                <dd className="tabular-nums">{formatMoney(credit.amount)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-label="Invoice totals" className="sm:ml-auto sm:w-96">
        <dl>
          <div className={cn(row, "font-semibold")}>
            <dt>Total</dt>
            <dd className="tabular-nums">{formatMoney(invoice.total)}</dd>
          </div>
          <div className={row}>
            <dt>Credited</dt>
            <dd className="tabular-nums">{formatMoney(invoice.credited)}</dd>
          </div>
          <div className={row}>
            <dt>Paid</dt>
            <dd className="tabular-nums">{formatMoney(invoice.amountPaid)}</dd>
          </div>
          <div
            className={cn(
              row,
              "border-t border-slate-300 pt-2 text-base font-semibold dark:border-slate-600",
            )}
          >
            <dt>Balance</dt>
            <dd className="tabular-nums" data-testid="invoice-balance">
              {invoice.status === "void" ? "Nothing owed (void)" : formatMoney(invoice.balance)}
            </dd>
          </div>
        </dl>
      </section>
      {invoice.notes && (
        <section className="space-y-1">
          <h3 className={heading}>Notes</h3>
          <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{invoice.notes}</p>
        </section>
      )}
      <InvoicePayments payments={invoice.payments} />
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
