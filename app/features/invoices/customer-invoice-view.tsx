/**
 * The customer's invoice by its link (docs/invoices.md): what is billed, what earlier payments take off, what
 * was paid and what is left, the due date, and Pay buttons (by card, by bank account) that post natively to
 * the page, so they work before and without the page's script; none while a bank payment is processing.
 * Client-safe.
 */
import { PricedLinesTable } from "~/components/ui/priced-lines-table";
import { TitledSection } from "~/components/ui/titled-section";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { PublicInvoiceView } from "./invoice-view";

/** What the page says on the way back from the checkout (`?payment=`), or after a refused Pay. */
export const PAYMENT_NOTICES = {
  paid: "Payment received. Thank you! A receipt is on its way to your email.",
  pending: "We are confirming your payment. This usually takes a few seconds: reload the page to see it.",
  processing:
    "Thank you: your bank payment is processing. Banks take a few business days; your receipt comes by email once it arrives.",
  failed: "The bank payment failed and the invoice is not paid. You can pay again by card or bank account.",
  refunded: "This payment was refunded: the invoice had been paid or voided meanwhile.",
  unpaid: "The payment was not completed. You can try again.",
} as const;
export type PaymentNotice = keyof typeof PAYMENT_NOTICES;

const row = "flex items-baseline justify-between gap-4 py-1";

export function CustomerInvoiceView({
  invoice,
  notice,
  refusal,
  pdfHref,
}: {
  invoice: PublicInvoiceView;
  notice: PaymentNotice | null;
  refusal: string | null;
  /** The same invoice as a PDF, by the same link. */
  pdfHref: string;
}) {
  const owed = invoice.balance !== "0.00";
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <header>
        <p className="text-sm font-semibold text-brand-700 dark:text-accent-400">{invoice.business.name}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
          Invoice <span className="whitespace-nowrap">{invoice.number}</span>
        </h1>
        <dl className="mt-4 grid gap-x-8 gap-y-1 text-sm text-slate-700 sm:grid-cols-3 dark:text-slate-300">
          <div>
            <dt className="inline font-semibold">Billed to: </dt>
            <dd className="inline">{invoice.customer.name}</dd>
          </div>
          {invoice.issuedOn && (
            <div>
              <dt className="inline font-semibold">Issued: </dt>
              <dd className="inline">{formatLongDate(invoice.issuedOn)}</dd>
            </div>
          )}
          <div>
            <dt className="inline font-semibold">Due: </dt>
            <dd className="inline">
              {invoice.terms === "due_on_receipt" || !invoice.dueDate
                ? "On receipt"
                : formatLongDate(invoice.dueDate)}
              {invoice.overdue && (
                <span className="ml-2 font-semibold text-red-700 dark:text-red-400">Overdue</span>
              )}
            </dd>
          </div>
        </dl>
        <a
          href={pdfHref}
          className="mt-4 inline-flex h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Download PDF
        </a>
      </header>

      {(notice || refusal) && (
        <p
          role="status"
          className="mt-6 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          {refusal ?? PAYMENT_NOTICES[notice!]}
        </p>
      )}

      <section
        aria-label="Items"
        className="mt-8 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
      >
        <PricedLinesTable lines={invoice.lines} caption="Lines" />
      </section>

      <dl aria-label="Totals" className="mt-6 ml-auto max-w-sm text-base">
        <div className={row}>
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(invoice.total)}</dd>
        </div>
        {invoice.credits.map((credit) => (
          <div key={credit.description} className={row}>
            <dt className="text-slate-700 dark:text-slate-300">{credit.description}</dt>
            <dd className="tabular-nums">-{formatMoney(credit.amount)}</dd>
          </div>
        ))}
        {invoice.amountPaid !== "0.00" && (
          <div className={row}>
            <dt className="text-slate-700 dark:text-slate-300">Paid</dt>
            <dd className="tabular-nums">-{formatMoney(invoice.amountPaid)}</dd>
          </div>
        )}
        <div className={`${row} mt-1 border-t border-slate-300 pt-2 text-lg font-bold dark:border-slate-600`}>
          <dt>Balance due</dt>
          <dd className="tabular-nums">{formatMoney(invoice.balance)}</dd>
        </div>
      </dl>

      {invoice.processing ? (
        <p className="mt-8 text-right text-lg font-semibold text-amber-800 dark:text-amber-300">
          Payment processing: your bank payment of {formatMoney(invoice.processing)} is on its way.
        </p>
      ) : owed ? (
        <form method="post" className="mt-8 flex flex-col justify-end gap-3 sm:flex-row">
          <button
            type="submit"
            name="method"
            value="card"
            className="w-full rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
          >
            Pay {formatMoney(invoice.balance)} by card
          </button>
          <button
            type="submit"
            name="method"
            value="us_bank_account"
            className="w-full rounded-lg border-2 border-brand-700 px-6 py-3 text-lg font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto dark:border-accent-400 dark:text-accent-400 dark:hover:bg-slate-800"
          >
            Pay {formatMoney(invoice.balance)} by bank account
          </button>
        </form>
      ) : (
        <p className="mt-8 text-right text-lg font-semibold text-green-800 dark:text-green-400">
          Paid in full. Thank you!
        </p>
      )}

      {invoice.notes && (
        <TitledSection title="Notes" className="mt-10" titleClassName="text-lg font-semibold">
          <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{invoice.notes}</p>
        </TitledSection>
      )}

      <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
        Questions about this invoice? Call {invoice.business.phone} or write to {invoice.business.email}.
      </p>
    </article>
  );
}
