/** The customer's answers to an estimate, by its link's token (server/api/estimates.ts). Client-safe. */
import type { z } from "zod";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { DepositReturn, PublicEstimateView } from "./estimate-view";
import type { approveSchema } from "./estimate.schema";

const base = (token: string) => `/api/estimates/${encodeURIComponent(token)}`;

/** The page was shown in the customer's browser: a sent estimate becomes viewed. */
export const recordEstimateView = (token: string) => apiRequest("POST", `${base(token)}/view`);

/** Back from the deposit's checkout: the server asks the provider and answers where the deposit stands. */
export const confirmDeposit = (sessionId: string) =>
  apiRequest<DepositReturn>("POST", "/api/estimates/paid", { sessionId });

/** The checkout's address when a deposit is due, else the estimate, approved. */
export type ApproveAnswer = { url: string } | PublicEstimateView;

export const approveEstimate = (token: string, input: z.output<typeof approveSchema>) =>
  apiRequest<ApproveAnswer>("POST", `${base(token)}/approve`, input);

export const declineEstimate = (token: string, reason: string) =>
  apiRequest<PublicEstimateView>("POST", `${base(token)}/decline`, { reason });

export const requestEstimateChanges = (token: string, message: string) =>
  apiRequest<PublicEstimateView>("POST", `${base(token)}/changes`, { message });

/** What to tell the customer when an answer failed: the server's words when it said why, else `fallback`. */
export function answerFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return error.serverMessage ?? fallback;
}
