/**
 * What the back office's Invoices section asks the server (server/api/admin/invoices.ts), and the invoice's
 * page (server/api/invoices.ts). Client-safe.
 */
import { clientOf } from "~/lib/api-client";
import { adminInvoiceEndpoints, customerInvoiceEndpoints } from "./endpoints";
import type { InvoiceBody } from "./invoice.schema";

export const adminInvoiceCalls = clientOf(adminInvoiceEndpoints);

/** The invoice as a PDF, in any state (a file, not a JSON endpoint). */
export const invoicePdfHref = (id: number) => `/api/admin/invoices/${id}/pdf`;

/** What the invoice's page asks by its link: its report that it was shown. */
export const customerInvoiceCalls = clientOf(customerInvoiceEndpoints);

/** A new draft (no id) or a draft rewritten. */
export const saveInvoice = ({ id, body }: { id?: number; body: InvoiceBody }) =>
  id ? adminInvoiceCalls.update({ params: { id }, body }) : adminInvoiceCalls.create({ body });
