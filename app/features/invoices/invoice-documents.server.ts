/**
 * An invoice's PDFs as they are handed out (docs/invoices.md): the invoice to the back office in any state,
 * to its customer by the link while it is not voided, and to the mail; a payment's receipt to the mail.
 */
import { eq } from "drizzle-orm";
import { notFound } from "~/lib/domain-error";
import type { Letterhead } from "~/lib/pdf-layout.server";
import type { PdfFile } from "~/lib/pdf-sections.server";
import { businessContact } from "~db/business-contact";
import type { Db } from "~db/client.server";
import { invoices } from "~db/schema";
import { INVOICE_NOT_FOUND } from "./invoice-lifecycle.server";
import { invoicePdfFilename, renderInvoicePdf } from "./invoice-pdf.server";
import { invoiceOfLink, loadInvoice } from "./invoice-queries.server";
import { invoicePath, invoiceToken } from "./invoice-token.server";
import { publicInvoiceView, type InvoicePaymentView, type InvoiceView } from "./invoice-view";
import { receiptPdfFilename, renderReceiptPdf } from "./receipt-pdf.server";

export type { PdfFile };

export interface LinkSettings {
  linkSecret: string;
  siteUrl: string;
}

/** The customer's page of a sent invoice, as its mail gives it; none for a draft, which has no link yet. */
export async function invoiceLinkOf(db: Db, id: number, { linkSecret, siteUrl }: LinkSettings) {
  const [row] = await db.select({ nonce: invoices.tokenNonce }).from(invoices).where(eq(invoices.id, id));
  return row?.nonce ? `${siteUrl}${invoicePath(invoiceToken(linkSecret, row.nonce))}` : null;
}

/** The invoice's PDF from the back office's view of it (a draft's and a voided one's too). */
export async function invoicePdf(
  view: InvoiceView,
  business: Letterhead,
  link: string | null,
): Promise<PdfFile> {
  // What the customer's link shows (figures, business, name), never the customer's email, phone or payments.
  const shown = publicInvoiceView.parse({ ...view, business, customer: { name: view.customer.name } });
  return {
    filename: invoicePdfFilename(view.number, view.id),
    pdf: await renderInvoicePdf({ ...shown, voidReason: view.voidReason, link }),
  };
}

/** GET /api/admin/invoices/{id}/pdf: 404 for an unknown invoice. */
export async function adminInvoicePdf(db: Db, id: number, links: LinkSettings): Promise<PdfFile> {
  const view = await loadInvoice(db, id);
  if (!view) throw notFound(INVOICE_NOT_FOUND);
  return invoicePdf(view, await businessContact(db), await invoiceLinkOf(db, id, links));
}

/** GET /invoices/{token}.pdf: a 404 that says why for an unknown link or a voided invoice, as the page does. */
export async function customerInvoicePdf(db: Db, token: string, siteUrl: string): Promise<PdfFile> {
  const link = await invoiceOfLink(db, token);
  if (link.state !== "open") throw notFound(link.message);
  return {
    filename: invoicePdfFilename(link.view.number, link.invoiceId),
    pdf: await renderInvoicePdf({ ...link.view, voidReason: null, link: `${siteUrl}${invoicePath(token)}` }),
  };
}

/** The receipt of one payment of a sent invoice, with the balance the invoice has left now. */
export async function receiptPdf(
  view: InvoiceView,
  business: Letterhead,
  payment: InvoicePaymentView,
  paidOn: string,
): Promise<PdfFile> {
  const receipt = {
    business,
    customer: { name: view.customer.name },
    invoiceNumber: view.number ?? "",
    payment,
    paidOn,
    balance: view.balance,
  };
  return { filename: receiptPdfFilename(receipt), pdf: await renderReceiptPdf(receipt) };
}
