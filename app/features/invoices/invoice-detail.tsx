/**
 * One invoice as the back office reads it: where it stands, the customer, its dates, the lines, the credits
 * taken off, what was paid and what is left, the notes and the payments recorded. Client-safe.
 */
import type { ReactNode } from "react";
import { CustomerFacts, Fact, SumRow } from "~/components/ui/detail-facts";
import { PricedLinesSection } from "~/components/ui/priced-lines-table";
import { InvoiceStatusBadges } from "~/components/ui/status-badges";
import { formatInstantDate, formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { InvoicePayments } from "./invoice-payments";
import { INVOICE_TERMS_LABELS } from "./invoice-terms-field";
import type { InvoiceView } from "./invoice-view";

const heading = "text-base font-semibold";

export function InvoiceDetail({
  invoice,
  actions,
  reminders,
  onRefunded,
}: {
  invoice: InvoiceView;
  actions: ReactNode;
  /** The payment reminders' switch, where they apply. */
  reminders?: ReactNode;
  /** After a payment was refunded: read the invoice again. */
  onRefunded: () => void;
}) {
  return (
    <div className="space-y-6 text-sm">
      <div className="space-y-3">
        <InvoiceStatusBadges
          status={invoice.status}
          overdue={invoice.overdue}
          processing={invoice.processing !== null}
        />
        {actions}
        {reminders}
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
        <CustomerFacts customer={invoice.customer} />
        <Fact term="Terms">{INVOICE_TERMS_LABELS[invoice.terms]}</Fact>
        <Fact term="Issued">{invoice.issuedOn ? formatLongDate(invoice.issuedOn) : "Not sent"}</Fact>
        <Fact term="Due">{invoice.dueDate ? formatLongDate(invoice.dueDate) : "Set when sent"}</Fact>
        <Fact term="Created">{formatInstantDate(invoice.createdAt)}</Fact>
        <Fact term="Viewed">{invoice.viewedAt ? formatInstantDate(invoice.viewedAt) : "Not viewed"}</Fact>
      </dl>
      <PricedLinesSection lines={invoice.lines} />
      {invoice.credits.length > 0 && (
        <section className="space-y-1" aria-labelledby="invoice-credits">
          <h3 id="invoice-credits" className={heading}>
            Credits
          </h3>
          <dl>
            {invoice.credits.map((credit, index) => (
              <SumRow key={index} term={credit.description}>
                {formatMoney(credit.amount)}
              </SumRow>
            ))}
          </dl>
        </section>
      )}
      <section aria-label="Invoice totals" className="sm:ml-auto sm:w-96">
        <dl>
          <SumRow term="Total" strong>
            {formatMoney(invoice.total)}
          </SumRow>
          <SumRow term="Credited">{formatMoney(invoice.credited)}</SumRow>
          <SumRow term="Paid">{formatMoney(invoice.amountPaid)}</SumRow>
          <SumRow term="Balance" strong ruled>
            <span data-testid="invoice-balance">
              {invoice.status === "void" ? "Nothing owed (void)" : formatMoney(invoice.balance)}
            </span>
          </SumRow>
        </dl>
      </section>
      {invoice.notes && (
        <section className="space-y-1">
          <h3 className={heading}>Notes</h3>
          <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{invoice.notes}</p>
        </section>
      )}
      <InvoicePayments invoice={invoice} onRefunded={onRefunded} />
    </div>
  );
}
