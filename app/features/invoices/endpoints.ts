/**
 * The invoices' endpoints (app/lib/endpoint.ts): the back office writes, sends, voids invoices and records
 * money received; the customer reads an invoice by its link's token, no sign-in. Client-safe.
 */
import { z } from "zod";
import { endpoint, noAnswer, pageOf } from "~/lib/endpoint";
import { refundSchema } from "~/lib/refund-request";
import { accountingExportsView, receivablesView } from "./invoice-reports-view";
import { invoiceListItem, invoiceView, publicInvoiceView, sentInvoiceAnswer } from "./invoice-view";
import {
  invoiceBodySchema,
  payInvoiceSchema,
  receivedPaymentSchema,
  remindersSchema,
  voidSchema,
} from "./invoice.schema";

export const adminInvoiceEndpoints = {
  /** `?status=` (a status, or `overdue`), `?q=` (a customer or a number), `?page=`, `?pageSize=`; newest first. */
  list: endpoint({
    method: "GET",
    path: "/api/admin/invoices",
    access: "admin",
    output: pageOf(invoiceListItem),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/admin/invoices",
    access: "admin",
    body: invoiceBodySchema,
    output: invoiceView,
    status: 201,
  }),
  get: endpoint({ method: "GET", path: "/api/admin/invoices/:id", access: "admin", output: invoiceView }),
  /** A draft rewritten; a sent invoice is voided and issued again instead (409). */
  update: endpoint({
    method: "PUT",
    path: "/api/admin/invoices/:id",
    access: "admin",
    body: invoiceBodySchema,
    output: invoiceView,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/invoices/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
  /** Numbers, dates and links a draft; a sent invoice is mailed again as it is. */
  send: endpoint({
    method: "POST",
    path: "/api/admin/invoices/:id/send",
    access: "admin",
    output: sentInvoiceAnswer,
  }),
  void: endpoint({
    method: "POST",
    path: "/api/admin/invoices/:id/void",
    access: "admin",
    body: voidSchema,
    output: invoiceView,
  }),
  /** Its payment reminders off (or on again). */
  reminders: endpoint({
    method: "POST",
    path: "/api/admin/invoices/:id/reminders",
    access: "admin",
    body: remindersSchema,
    output: invoiceView,
  }),
  /** Money received outside the site; more than the balance is a 409. */
  recordPayment: endpoint({
    method: "POST",
    path: "/api/admin/invoices/:id/payments",
    access: "admin",
    body: receivedPaymentSchema,
    output: invoiceView,
    status: 201,
  }),
  /**
   * Gives back, in full or in part, a payment made online (card, bank): 201, or 200 for a request repeated
   * with its key. Money received by hand, or more than is left of the payment, is a 409.
   */
  refundPayment: endpoint({
    method: "POST",
    path: "/api/admin/invoices/:id/payments/:paymentId/refunds",
    access: "admin",
    body: refundSchema,
    output: invoiceView,
    status: 201,
  }),
};

export const customerInvoiceEndpoints = {
  /** The invoice of a link; an unknown or voided link is a 404 that says which. */
  get: endpoint({
    method: "GET",
    path: "/api/invoices/:token",
    access: "public",
    output: publicInvoiceView,
  }),
  /**
   * Posted by the invoice's page once a browser shows it (a GET records nothing: mail scanners open links):
   * a sent invoice becomes viewed, and the first view's time is kept.
   */
  view: endpoint({
    method: "POST",
    path: "/api/invoices/:token/view",
    access: "public",
    output: noAnswer,
    status: 204,
  }),
  /**
   * The checkout for the balance, by card (the default) or by bank account: its address (or the invoice's
   * page, found paid meanwhile). Nothing owed, or a bank payment still processing, is a 409.
   */
  pay: endpoint({
    method: "POST",
    path: "/api/invoices/:token/pay",
    access: "public",
    body: payInvoiceSchema,
    output: z.object({ url: z.string() }),
  }),
};

/**
 * The back office's reports on invoices. The accounting exports themselves are CSV files, not JSON:
 * `GET /api/admin/exports/invoices.csv` and `/payments.csv` (server/api/admin/invoice-reports.ts).
 */
export const invoiceReportEndpoints = {
  /** What the open invoices still owe, by days past due (business time). */
  receivables: endpoint({
    method: "GET",
    path: "/api/admin/receivables",
    access: "admin",
    output: receivablesView,
  }),
  /** The latest accounting exports, newest first. */
  exports: endpoint({
    method: "GET",
    path: "/api/admin/exports",
    access: "admin",
    output: accountingExportsView,
  }),
};
