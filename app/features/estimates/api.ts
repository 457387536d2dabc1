/** What the back office's Estimates tab asks the server (server/api/admin/estimates.ts). Client-safe. */
import type { z } from "zod";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { EstimateDefaults } from "./estimate-defaults.server";
import type { EstimateView } from "./estimate-view";
import type { EstimateBody, estimateDefaultsSchema, scheduleVisitsSchema } from "./estimate.schema";

const BASE = "/api/admin/estimates";

/** A new draft (no id) or a draft rewritten. */
export const saveEstimate = ({ id, body }: { id?: number; body: EstimateBody }) =>
  id ? apiRequest<EstimateView>("PUT", `${BASE}/${id}`, body) : apiRequest<EstimateView>("POST", BASE, body);

export const deleteEstimate = (id: number) => apiRequest("DELETE", `${BASE}/${id}`);

/** Mails the customer the link and the PDF; sending again makes a new link. */
export const sendEstimate = (id: number) => apiRequest<EstimateView>("POST", `${BASE}/${id}/send`);

/** A new draft revision; the old link stops working. */
export const reviseEstimate = (id: number) => apiRequest<EstimateView>("POST", `${BASE}/${id}/revise`);

export const scheduleVisits = (id: number, input: z.output<typeof scheduleVisitsSchema>) =>
  apiRequest<EstimateView>("POST", `${BASE}/${id}/visits`, input);

export const saveEstimateDefaults = (defaults: z.output<typeof estimateDefaultsSchema>) =>
  apiRequest<EstimateDefaults>("PUT", "/api/admin/estimate-defaults", defaults);

export const estimatePdfHref = (id: number) => `${BASE}/${id}/pdf`;

/**
 * What a failed call tells the admin: the server's own words when the request was refused for a reason it
 * gave (a 409 "Only a draft can be edited..."), else `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return error.serverMessage ?? fallback;
}
