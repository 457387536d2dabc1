/**
 * A receipt for one payment of an invoice, as a PDF (docs/invoices.md): what was received, how and when, for
 * which invoice, and what is left to pay. It goes with the receipt's mail.
 */
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import {
  addressee,
  factRows,
  FONT,
  INK,
  MARGIN,
  openPdf,
  pageFooters,
  WIDTH,
  type Letterhead,
} from "~/lib/pdf-layout.server";
import { PAYMENT_METHOD_NAMES } from "~/lib/vocabulary";
import type { InvoicePaymentView } from "./invoice-view";

export interface ReceiptPdfView {
  business: Letterhead;
  customer: { name: string };
  invoiceNumber: string;
  payment: Pick<InvoicePaymentView, "id" | "amount" | "method" | "reference">;
  /** The business day it was paid or received, yyyy-MM-dd. */
  paidOn: string;
  /** What the invoice still owes. */
  balance: string;
}

/** "receipt-INV-2026-0001-42.pdf": one file per payment, so that two receipts never share a name. */
export const receiptPdfFilename = (view: Pick<ReceiptPdfView, "invoiceNumber" | "payment">) =>
  `receipt-${view.invoiceNumber}-${view.payment.id}.pdf`;

/** "Check No. 1042", "Bank transfer (reference 88-X)", "Card". */
export function paymentMethodText({ method, reference }: Pick<InvoicePaymentView, "method" | "reference">) {
  const name = method ? PAYMENT_METHOD_NAMES[method] : "payment";
  const capitalized = `${name[0].toUpperCase()}${name.slice(1)}`;
  if (!reference) return capitalized;
  return method === "check" ? `${capitalized} No. ${reference}` : `${capitalized} (reference ${reference})`;
}

export function renderReceiptPdf(view: ReceiptPdfView): Promise<Buffer> {
  const { doc, bytes } = openPdf(
    view.business,
    `Receipt for invoice ${view.invoiceNumber}`,
    [`Invoice ${view.invoiceNumber}`, `Paid ${formatLongDate(view.paidOn)}`],
    "Receipt",
  );
  addressee(doc, "Received from", view.customer.name);
  doc.moveDown(1);
  factRows(doc, [
    { label: "Invoice", value: view.invoiceNumber },
    { label: "Date paid", value: formatLongDate(view.paidOn) },
    { label: "Method", value: paymentMethodText(view.payment) },
    { label: "Amount paid", value: formatMoney(view.payment.amount), bold: true },
    {
      label: "Balance left",
      value: view.balance === "0.00" ? "Paid in full" : formatMoney(view.balance),
      bold: true,
    },
  ]);
  doc.moveDown(1.5);
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(INK)
    .text("Thank you for your payment.", MARGIN, doc.y, { width: WIDTH });
  pageFooters(doc, `Receipt for invoice ${view.invoiceNumber}`);
  doc.end();
  return bytes;
}
