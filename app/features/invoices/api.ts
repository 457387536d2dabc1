/** What the back office's Invoices section asks the server (server/api/admin/invoices.ts). Client-safe. */
import { clientOf } from "~/lib/api-client";
import { adminInvoiceEndpoints } from "./endpoints";
import type { InvoiceBody } from "./invoice.schema";

export const adminInvoiceCalls = clientOf(adminInvoiceEndpoints);

/** A new draft (no id) or a draft rewritten. */
export const saveInvoice = ({ id, body }: { id?: number; body: InvoiceBody }) =>
  id ? adminInvoiceCalls.update({ params: { id }, body }) : adminInvoiceCalls.create({ body });
