/**
 * The invoice editor's values: a blank invoice with the settings' terms, or a draft as it was saved. Every
 * field is filled in, so that every control is controlled from the start. Client-safe.
 */
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { pricedLineFormValues } from "~/lib/priced-lines";
import type { InvoiceTerms } from "~/lib/vocabulary";
import type { InvoiceView } from "./invoice-view";
import type { InvoiceBody, invoiceBodySchema } from "./invoice.schema";

export type InvoiceBodyInput = z.input<typeof invoiceBodySchema>;
/** The editor's form: what is typed, and the body it sends once checked. */
export type InvoiceEditorForm = UseFormReturn<InvoiceBodyInput, unknown, InvoiceBody>;
export type InvoiceLineInput = InvoiceBodyInput["lines"][number];

export type InvoiceEditorValues = InvoiceBodyInput & {
  customer: { name: string; email: string; phone: string };
  lines: InvoiceLineInput[];
  terms: InvoiceTerms;
  notes: string;
};

/** A service of the catalog, as a line starts from it. */
export interface CatalogService {
  id: number;
  name: string;
  basePrice: string;
  priceUnit: string;
}

/** A new invoice: no customer and no lines yet, the settings' terms. */
export const blankInvoice = (terms: InvoiceTerms): InvoiceEditorValues => ({
  customerId: null,
  customer: { name: "", email: "", phone: "" },
  bookingId: null,
  estimateId: null,
  lines: [],
  terms,
  notes: "",
});

/** A draft as the editor rewrites it: the same customer, work billed, lines, terms and notes. */
export const invoiceValues = (view: InvoiceView): InvoiceEditorValues => ({
  customerId: null,
  customer: { name: view.customer.name, email: view.customer.email, phone: view.customer.phone },
  bookingId: view.bookingId,
  estimateId: view.estimateId,
  lines: view.lines.map(pricedLineFormValues),
  terms: view.terms,
  notes: view.notes,
});
