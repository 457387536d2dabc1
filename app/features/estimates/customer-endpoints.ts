/**
 * The customer's side of the estimates' endpoints (app/lib/endpoint.ts): the estimate by its link's token,
 * no sign-in; the page's report that it was shown; the answers (approve, decline, changes); and the
 * deposit's return page's report. Client-safe.
 */
import { z } from "zod";
import { endpoint, noAnswer } from "~/lib/endpoint";
import { publicEstimateView, type DepositReturn } from "./estimate-view";
import { approveSchema, changesSchema, declineSchema } from "./estimate.schema";

/** Where the deposit stands, as its checkout's return page says it (a session not found is a 404). */
const depositState = z.object({
  state: z.enum(["approved", "pending", "refunded", "unpaid"]),
  number: z.number(),
  title: z.string(),
  phone: z.string(),
}) satisfies z.ZodType<DepositReturn>;

export const customerEstimateEndpoints = {
  /** Reads only: the view is recorded by `view`, which the page posts once a browser shows it. */
  get: endpoint({
    method: "GET",
    path: "/api/estimates/:token",
    access: "public",
    output: publicEstimateView,
  }),
  /** Back from the deposit's checkout: the server asks the provider (docs/estimates.md). */
  paid: endpoint({
    method: "POST",
    path: "/api/estimates/paid",
    access: "public",
    body: z.object({ sessionId: z.string().regex(/^[\w-]{1,255}$/) }),
    output: depositState,
  }),
  view: endpoint({
    method: "POST",
    path: "/api/estimates/:token/view",
    access: "public",
    output: noAnswer,
    status: 204,
  }),
  /** The checkout's address when a deposit is due, else the estimate, approved. */
  approve: endpoint({
    method: "POST",
    path: "/api/estimates/:token/approve",
    access: "public",
    body: approveSchema,
    output: z.union([z.object({ url: z.string() }), publicEstimateView]),
  }),
  decline: endpoint({
    method: "POST",
    path: "/api/estimates/:token/decline",
    access: "public",
    body: declineSchema,
    output: publicEstimateView,
  }),
  changes: endpoint({
    method: "POST",
    path: "/api/estimates/:token/changes",
    access: "public",
    body: changesSchema,
    output: publicEstimateView,
  }),
};
