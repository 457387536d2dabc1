/**
 * An invoice as a PDF (docs/invoices.md): what the customer's page shows, to keep, print, forward or file,
 * laid out as every PDF of the site is (app/lib/pdf-layout.server.ts). The back office's copy of a draft or
 * a voided invoice says so on its face, so that it is never taken for a bill to pay.
 */
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { addressee, openPdf, pageFooters, section, sumRows, type Doc } from "~/lib/pdf-layout.server";
import { pricedLinesColumns, pricedLinesTable, stamp } from "~/lib/pdf-sections.server";
import { INVOICE_TERMS_DAYS, type InvoiceTerms } from "~/lib/vocabulary";
import type { PublicInvoiceView } from "./invoice-view";

/** The invoice as its PDF shows it: the customer's view, the void's reason, and the link that pays it. */
export type InvoicePdfView = PublicInvoiceView & {
  voidReason: string | null;
  /** The customer's page, where the invoice is paid; none for a draft. */
  link: string | null;
};

const COLUMNS = pricedLinesColumns("Amount");

/** "INV-2026-0001.pdf"; a draft, which has no number yet, by its id. */
export function invoicePdfFilename(number: string | null, id: number): string {
  return number ? `${number}.pdf` : `draft-invoice-${id}.pdf`;
}

/** "Net 15", "Due on receipt": counted from the day the invoice is sent. */
export const termsLabel = (terms: InvoiceTerms) =>
  INVOICE_TERMS_DAYS[terms] === 0 ? "Due on receipt" : `Net ${INVOICE_TERMS_DAYS[terms]}`;

const title = (view: InvoicePdfView) => (view.number ? `Invoice ${view.number}` : "Draft invoice");

export function renderInvoicePdf(view: InvoicePdfView): Promise<Buffer> {
  const { doc, bytes } = openPdf(view.business, title(view), facts(view));
  voidOrDraft(doc, view);
  addressee(doc, "Billed to", view.customer.name);
  doc.moveDown(1);
  pricedLinesTable(doc, COLUMNS, view.lines);
  sums(doc, view);
  section(doc, "Notes", view.notes, 10);
  howToPay(doc, view);
  pageFooters(doc, title(view));
  doc.end();
  return bytes;
}

function facts(view: InvoicePdfView): string[] {
  const due =
    view.terms === "due_on_receipt" || !view.dueDate
      ? "Due on receipt"
      : `Due ${formatLongDate(view.dueDate)}`;
  return [
    ...(view.issuedOn ? [`Issued ${formatLongDate(view.issuedOn)}`] : []),
    ...(view.dueDate ? [due] : []),
    `Terms: ${termsLabel(view.terms)}`,
    ...(view.overdue ? ["Past due"] : []),
  ];
}

/** A draft or a voided invoice says so in large letters before anything else. */
function voidOrDraft(doc: Doc, view: InvoicePdfView) {
  const mark =
    view.status === "void"
      ? { word: "VOID", why: view.voidReason ? `Reason: ${view.voidReason}` : "" }
      : view.status === "draft"
        ? { word: "Draft", why: "Not sent yet: this invoice has no number and is not due." }
        : null;
  if (mark) stamp(doc, mark.word, mark.why);
}

function sums(doc: Doc, view: InvoicePdfView) {
  const balance =
    view.status === "void" ? "Void" : view.balance === "0.00" ? "Paid in full" : formatMoney(view.balance);
  sumRows(doc, [
    { label: "Total", amount: formatMoney(view.total), bold: true },
    ...view.credits.map((credit) => ({
      label: credit.description,
      amount: `-${formatMoney(credit.amount)}`,
    })),
    ...(view.amountPaid !== "0.00" ? [{ label: "Paid", amount: `-${formatMoney(view.amountPaid)}` }] : []),
    { label: "Balance due", amount: balance, bold: true },
  ]);
  doc.moveDown(1.5);
}

/** The link that pays the balance (the customer's page), and how to reach the business. */
function howToPay(doc: Doc, view: InvoicePdfView) {
  if (view.status === "void" || !view.link) return;
  const contact = [view.business.phone, view.business.email].filter(Boolean).join(" or ");
  const text =
    view.balance === "0.00"
      ? `Your invoice online: ${view.link}`
      : [
          `Pay online by card: ${view.link}`,
          `Paying by check? Make it payable to ${view.business.name} and write ${view.number} on it.`,
        ].join("\n");
  section(
    doc,
    view.balance === "0.00" ? "Your invoice" : "How to pay",
    `${text}\nQuestions: ${contact}.`,
    10,
  );
}
