/**
 * The change orders' endpoints (app/lib/endpoint.ts): the back office writes and sends them on a job; the
 * customer reads, approves (signed) or declines one by its link's token, no sign-in. Client-safe.
 */
import { endpoint, noAnswer } from "~/lib/endpoint";
import {
  approvedChangeOrder,
  changeOrderView,
  createdChangeOrder,
  publicChangeOrderView,
} from "./change-order-view";
import {
  approveChangeOrderSchema,
  changeOrderBodySchema,
  declineChangeOrderSchema,
} from "./change-order.schema";

export const adminChangeOrderEndpoints = {
  /** A draft on the job of an approved estimate; numbered CO-1, CO-2 per job. */
  create: endpoint({
    method: "POST",
    path: "/api/admin/jobs/:estimateId/change-orders",
    access: "admin",
    body: changeOrderBodySchema,
    output: createdChangeOrder,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/admin/change-orders/:id",
    access: "admin",
    output: changeOrderView,
  }),
  /** A draft rewritten; once sent it never changes (409): another change order corrects it. */
  update: endpoint({
    method: "PUT",
    path: "/api/admin/change-orders/:id",
    access: "admin",
    body: changeOrderBodySchema,
    output: changeOrderView,
  }),
  /** A draft deleted; once sent, 409. */
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/change-orders/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
  /** Links and mails a draft with its PDF; a sent one is mailed again as it is. */
  send: endpoint({
    method: "POST",
    path: "/api/admin/change-orders/:id/send",
    access: "admin",
    output: changeOrderView,
  }),
};

export const customerChangeOrderEndpoints = {
  /** The change order of a link; an unknown link is a 404 that says so. */
  get: endpoint({
    method: "GET",
    path: "/api/change-orders/:token",
    access: "public",
    output: publicChangeOrderView,
  }),
  /** Posted by the page once a browser shows it (a GET records nothing): a sent one becomes viewed. */
  view: endpoint({
    method: "POST",
    path: "/api/change-orders/:token/view",
    access: "public",
    output: noAnswer,
    status: 204,
  }),
  /** Signed approval; approving twice, or after it expired or was declined, is a 409. */
  approve: endpoint({
    method: "POST",
    path: "/api/change-orders/:token/approve",
    access: "public",
    body: approveChangeOrderSchema,
    output: approvedChangeOrder,
  }),
  decline: endpoint({
    method: "POST",
    path: "/api/change-orders/:token/decline",
    access: "public",
    body: declineChangeOrderSchema,
    output: publicChangeOrderView,
  }),
};
