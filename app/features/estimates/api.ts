/** What the back office's Estimates tab asks the server (server/api/admin/estimates.ts). Client-safe. */
import { clientOf } from "~/lib/api-client";
import { adminEstimateEndpoints } from "./admin-endpoints";
import type { EstimateBody } from "./estimate.schema";

export const adminEstimateCalls = clientOf(adminEstimateEndpoints);

/** A new draft (no id) or a draft rewritten. */
export const saveEstimate = ({ id, body }: { id?: number; body: EstimateBody }) =>
  id ? adminEstimateCalls.update({ params: { id }, body }) : adminEstimateCalls.create({ body });

/** The estimate as a PDF file: a link the browser opens, not a call. */
export const estimatePdfHref = (id: number) => `/api/admin/estimates/${id}/pdf`;
