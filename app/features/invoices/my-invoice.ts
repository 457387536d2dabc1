/** An invoice as My Projects lists it: its figures, its page's link and its receipts. Client-safe. */
import type { InvoiceStatus, PaymentMethod } from "~/lib/vocabulary";

export interface MyInvoice {
  number: string;
  status: InvoiceStatus;
  overdue: boolean;
  total: string;
  balance: string;
  issuedOn: string;
  dueDate: string;
  /** The invoice's page (its secret link), where it is paid. */
  path: string;
  /** A bank payment on its way (its amount), or null. */
  processing: string | null;
  receipts: { amount: string; paidOn: string; method: PaymentMethod | null; reference: string }[];
}
