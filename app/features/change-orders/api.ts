/**
 * What the back office asks the server of change orders (server/api/admin, on a job), and what the customer's
 * page asks by its link (server/api, by token). Client-safe.
 */
import { ApiError, clientOf } from "~/lib/api-client";
import type { ChangeOrderBody } from "./change-order.schema";
import { adminChangeOrderEndpoints, customerChangeOrderEndpoints } from "./endpoints";

export const adminChangeOrderCalls = clientOf(adminChangeOrderEndpoints);

/** What the customer's page asks by its link: the change order, the answers, its report that it was shown. */
export const customerChangeOrderCalls = clientOf(customerChangeOrderEndpoints);

/** The change order as a PDF, in any state (a file, not a JSON endpoint). */
export const changeOrderPdfHref = (id: number) => `/api/admin/change-orders/${id}/pdf`;

/** The customer's page of a link, and its PDF by the same link. */
export const changeOrderPagePath = (token: string) => `/change-orders/${encodeURIComponent(token)}`;
export const changeOrderPdfPath = (token: string) => `${changeOrderPagePath(token)}.pdf`;

/** A new draft on the job of `estimateId` (no id), or a draft rewritten; answers the change order's id. */
export async function saveChangeOrder({
  estimateId,
  id,
  body,
}: {
  estimateId: number;
  id?: number;
  body: ChangeOrderBody;
}): Promise<number> {
  if (id) return (await adminChangeOrderCalls.update({ params: { id }, body })).id;
  return (await adminChangeOrderCalls.create({ params: { estimateId }, body })).id;
}

/** What to tell the customer when an answer failed: the server's words when it said why, else `fallback`. */
export function answerFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return error.serverMessage ?? fallback;
}
