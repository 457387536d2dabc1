/**
 * An invoice as the API answers it (docs/invoices.md): amounts as decimal strings, dates yyyy-MM-dd, instants
 * ISO. The back office's view carries everything; the customer's link gets the public part. The schemas are
 * the endpoints' answers (app/lib/endpoint.ts); the types are read from them. Client-safe.
 */
import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { pricedLineView } from "~/lib/priced-lines";
import { INVOICE_STATUSES, INVOICE_TERMS, PAYMENT_METHODS } from "~/lib/vocabulary";

export const invoiceLineView = pricedLineView;
export type InvoiceLineView = z.infer<typeof invoiceLineView>;

/** A deposit or an earlier invoice of the same work, paid before and taken off this one. */
export const invoiceCreditView = z.object({ description: z.string(), amount: z.string() });

/** The money an invoice's page says, the same on both sides. */
const invoiceFigures = {
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** Sent, not fully paid, and past its due date (business time). */
  overdue: z.boolean(),
  lines: z.array(invoiceLineView),
  credits: z.array(invoiceCreditView),
  /** The lines' sum. */
  total: z.string(),
  /** What the credits take off. */
  credited: z.string(),
  /** What was paid of this invoice (net of refunds). */
  amountPaid: z.string(),
  /** total - credited - amountPaid. */
  balance: z.string(),
  terms: z.enum(INVOICE_TERMS),
  notes: z.string(),
  issuedOn: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** A bank payment on its way (its amount): not paid until the bank settles it, and no second one meanwhile. */
  processing: z.string().nullable(),
};

export const invoicePaymentView = z.object({
  id: z.number(),
  amount: z.string(),
  refunded: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string(),
  status: z.string(),
  paidAt: timestamp.nullable(),
  /** Money received outside the site (a check, cash): given back outside it too, never through the provider. */
  byHand: z.boolean(),
  /** What is left to refund through the provider: the amount less refunds made or under way ("0.00" by hand). */
  refundable: z.string(),
});
export type InvoicePaymentView = z.infer<typeof invoicePaymentView>;

export const invoiceView = z.object({
  id: z.number(),
  ...invoiceFigures,
  customer: z.object({ id: z.number(), name: z.string(), email: z.string(), phone: z.string() }),
  bookingId: z.number().nullable(),
  estimateId: z.number().nullable(),
  payments: z.array(invoicePaymentView),
  sentAt: timestamp.nullable(),
  viewedAt: timestamp.nullable(),
  voidedAt: timestamp.nullable(),
  voidReason: z.string().nullable(),
  /** The owner turned its payment reminders off. */
  remindersOff: z.boolean(),
  createdAt: timestamp,
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const invoiceListItem = z.object({
  id: z.number(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  customer: z.object({ name: z.string(), email: z.string() }),
  total: z.string(),
  amountPaid: z.string(),
  balance: z.string(),
  issuedAt: z.string().nullable(),
  dueDate: z.string().nullable(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

export const publicInvoiceView = z.object({
  ...invoiceFigures,
  business: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  customer: z.object({ name: z.string() }),
});
export type PublicInvoiceView = z.infer<typeof publicInvoiceView>;

/** What sending answers. */
export const sentInvoiceAnswer = z.object({
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.string(),
});
