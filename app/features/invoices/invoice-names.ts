/** How an invoice is named: by its number once sent, else as a draft. Client-safe. */

/** "INV-2026-0001", or "Draft" before it is sent (a draft has no number). */
export const invoiceNumber = (invoice: { number: string | null }) => invoice.number ?? "Draft";

/** The invoice's name out of its table: "Invoice INV-2026-0001", or "Draft invoice for Rosa Jimenez". */
export const invoiceName = (invoice: { number: string | null; customer: { name: string } }) =>
  invoice.number ? `Invoice ${invoice.number}` : `Draft invoice for ${invoice.customer.name}`;
