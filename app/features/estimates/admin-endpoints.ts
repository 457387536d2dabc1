/**
 * The back office's estimate endpoints (app/lib/endpoint.ts): write, revise, send and schedule estimates,
 * mark their job complete, and the defaults a new one starts with. The PDF (`GET /api/admin/estimates/:id/pdf`) is a file, not one.
 */
import { z } from "zod";
import { adminRecord, endpoint, noAnswer, pageOf } from "~/lib/endpoint";
import { DEPOSIT_KINDS } from "~/lib/vocabulary";
import { adminEstimateView } from "./estimate-job-view";
import { estimateListItem } from "./estimate-view";
import { estimateBodySchema, estimateDefaultsSchema, scheduleVisitsSchema } from "./estimate.schema";

/** What a new estimate starts with: the terms, the deposit (value a decimal string) and the days it is valid. */
export const estimateDefaultsView = z.object({
  terms: z.string(),
  deposit: z.object({ kind: z.enum(DEPOSIT_KINDS), value: z.string() }),
  validDays: z.number(),
});
export type EstimateDefaults = z.infer<typeof estimateDefaultsView>;

const estimateDefaults = adminRecord(
  "/api/admin/estimate-defaults",
  estimateDefaultsSchema,
  estimateDefaultsView,
);

export const adminEstimateEndpoints = {
  /** `?status=`, `?q=` (a customer or a title), `?page=`, `?pageSize=`; newest first. */
  list: endpoint({
    method: "GET",
    path: "/api/admin/estimates",
    access: "admin",
    output: pageOf(estimateListItem),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/admin/estimates",
    access: "admin",
    body: estimateBodySchema,
    output: adminEstimateView,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/admin/estimates/:id",
    access: "admin",
    output: adminEstimateView,
  }),
  /** A draft rewritten; a sent estimate changes by a new revision. */
  update: endpoint({
    method: "PUT",
    path: "/api/admin/estimates/:id",
    access: "admin",
    body: estimateBodySchema,
    output: adminEstimateView,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/estimates/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
  /** A new draft revision; the old link stops working. */
  revise: endpoint({
    method: "POST",
    path: "/api/admin/estimates/:id/revise",
    access: "admin",
    output: adminEstimateView,
    status: 201,
  }),
  /** Mails the customer the link and the PDF; sending again makes a new link. */
  send: endpoint({
    method: "POST",
    path: "/api/admin/estimates/:id/send",
    access: "admin",
    output: adminEstimateView,
  }),
  /** The visits of an approved estimate's job. */
  scheduleVisits: endpoint({
    method: "POST",
    path: "/api/admin/estimates/:id/visits",
    access: "admin",
    body: scheduleVisitsSchema,
    output: adminEstimateView,
  }),
  /**
   * The job is done: `completedAt` is set and the completion invoice issued (a draft, or sent when the
   * settings say so). 409 unless approved or scheduled, and once complete.
   */
  complete: endpoint({
    method: "POST",
    path: "/api/admin/estimates/:id/complete",
    access: "admin",
    output: adminEstimateView,
  }),
  defaults: estimateDefaults.read,
  saveDefaults: estimateDefaults.write,
};
