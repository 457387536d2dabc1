/** My Projects' invoices: each with its balance and due date, a link to pay what is left, and its receipts. */
import { InvoiceStatusBadges } from "~/components/ui/status-badges";
import { SummaryCard, SummaryCardSection, type SummaryFact } from "~/components/ui/summary-cards";
import type { MyInvoice } from "~/features/invoices/my-invoice";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { PAYMENT_METHOD_NAMES } from "~/lib/vocabulary";

function facts(invoice: MyInvoice): SummaryFact[] {
  return [
    { term: "Total", value: formatMoney(invoice.total), figure: true },
    { term: "Balance", value: formatMoney(invoice.balance), figure: true },
    { term: "Issued", value: formatLongDate(invoice.issuedOn) },
    { term: "Due", value: formatLongDate(invoice.dueDate) },
  ];
}

const receiptLine = (receipt: MyInvoice["receipts"][number]) =>
  `${formatMoney(receipt.amount)} by ${receipt.method ? PAYMENT_METHOD_NAMES[receipt.method] : "payment"} on ${formatLongDate(receipt.paidOn)}`;

export function InvoiceCards({ invoices }: { invoices: readonly MyInvoice[] }) {
  return (
    <SummaryCardSection title="Invoices">
      {invoices.map((invoice) => (
        <SummaryCard
          key={invoice.number}
          label={`Invoice ${invoice.number}`}
          badge={
            <InvoiceStatusBadges
              status={invoice.status}
              overdue={invoice.overdue}
              processing={invoice.processing !== null}
            />
          }
          title={
            invoice.balance === "0.00"
              ? "Paid in full"
              : invoice.processing
                ? `${formatMoney(invoice.processing)} processing`
                : `${formatMoney(invoice.balance)} to pay`
          }
          facts={facts(invoice)}
        >
          {invoice.receipts.length > 0 && (
            <span className="block">Receipts: {invoice.receipts.map(receiptLine).join("; ")}.</span>
          )}
          <a
            href={invoice.path}
            className="mt-2 inline-block font-semibold text-brand-700 underline dark:text-accent-400"
          >
            {invoice.balance === "0.00" || invoice.processing
              ? "See the invoice"
              : `Pay ${formatMoney(invoice.balance)}`}
            <span className="sr-only"> (invoice {invoice.number})</span>
          </a>
        </SummaryCard>
      ))}
    </SummaryCardSection>
  );
}
