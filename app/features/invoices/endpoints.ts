/**
 * The invoices' endpoints (app/lib/endpoint.ts): the back office writes, sends, voids invoices and records
 * money received; the customer reads an invoice by its link's token, no sign-in. Client-safe.
 */
import { endpoint, noAnswer, pageOf } from "~/lib/endpoint";
import { invoiceListItem, invoiceView, publicInvoiceView, sentInvoiceAnswer } from "./invoice-view";
import { invoiceBodySchema, receivedPaymentSchema, voidSchema } from "./invoice.schema";

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
  /** Money received outside the site; more than the balance is a 409. */
  recordPayment: endpoint({
    method: "POST",
    path: "/api/admin/invoices/:id/payments",
    access: "admin",
    body: receivedPaymentSchema,
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
};
