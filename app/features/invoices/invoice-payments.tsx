/**
 * The money recorded against an invoice: when, how, its reference, how much, and any of it refunded. A
 * payment made online is refunded from here; money received by hand is given back outside the site.
 * Client-safe.
 */
import { useState } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { formatInstantDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { PaymentMethod } from "~/lib/vocabulary";
import type { InvoicePaymentView, InvoiceView } from "./invoice-view";
import { RefundPaymentDialog } from "./refund-payment-dialog";

/** How a payment was made, as the back office says it. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Card",
  us_bank_account: "US bank account",
  check: "Check",
  cash: "Cash",
  bank_transfer: "Bank transfer",
  other: "Other",
};

const STATUS_NOTES: Record<string, string> = {
  processing: "Processing",
  refund_pending: "Refund pending",
  refunded: "Refunded",
  failed: "Failed",
};

/** What a payment still offers: a refund when made online and not all given back; a note when by hand. */
function PaymentRefund({ payment, onRefund }: { payment: InvoicePaymentView; onRefund: () => void }) {
  if (Number(payment.refundable) > 0) {
    return (
      <ActionButton onClick={onRefund}>
        Refund<span className="sr-only"> the payment of {formatMoney(payment.amount)}</span>
      </ActionButton>
    );
  }
  if (payment.byHand && payment.status === "succeeded") {
    return (
      <p className="w-full text-slate-600 dark:text-slate-300">
        Received by hand: to give it back, do so outside the site.
      </p>
    );
  }
  return null;
}

export function InvoicePayments({ invoice, onRefunded }: { invoice: InvoiceView; onRefunded: () => void }) {
  const payments = invoice.payments;
  const [refunding, setRefunding] = useState<InvoicePaymentView | null>(null);
  return (
    <section className="space-y-2" aria-labelledby="invoice-payments">
      <h3 id="invoice-payments" className="text-base font-semibold">
        Payments
      </h3>
      {payments.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">No payments recorded yet.</p>
      ) : (
        <ul
          aria-labelledby="invoice-payments"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
        >
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {payment.method ? PAYMENT_METHOD_LABELS[payment.method] : "Payment"}
                  {payment.reference && (
                    <span className="font-normal text-slate-600 dark:text-slate-300">
                      {" "}
                      · {payment.reference}
                    </span>
                  )}
                </p>
                <p className="text-slate-600 dark:text-slate-300">
                  {payment.paidAt ? formatInstantDate(payment.paidAt) : "Not paid"}
                  {STATUS_NOTES[payment.status] && ` · ${STATUS_NOTES[payment.status]}`}
                  {Number(payment.refunded) > 0 && ` · ${formatMoney(payment.refunded)} refunded`}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{formatMoney(payment.amount)}</p>
              <PaymentRefund payment={payment} onRefund={() => setRefunding(payment)} />
            </li>
          ))}
        </ul>
      )}
      <RefundPaymentDialog
        invoice={invoice}
        payment={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={() => {
          setRefunding(null);
          onRefunded();
        }}
      />
    </section>
  );
}
