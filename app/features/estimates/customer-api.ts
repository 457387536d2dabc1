/** The customer's calls of an estimate, by its link's token (customer-endpoints.ts). Client-safe. */
import { ApiError, clientOf } from "~/lib/api-client";
import { customerEstimateEndpoints } from "./customer-endpoints";

export const customerEstimateCalls = clientOf(customerEstimateEndpoints);

/** What to tell the customer when an answer failed: the server's words when it said why, else `fallback`. */
export function answerFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return error.serverMessage ?? fallback;
}
