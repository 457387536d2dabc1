import { apiRequest } from "~/lib/api-client";

/** POST /api/quotes and POST /api/messages answer the stored lead's id and the thank-you text. */
export interface LeadReceived {
  id: number;
  message: string;
}

export type LeadEndpoint = "/api/quotes" | "/api/messages";

export const sendLead = (endpoint: LeadEndpoint, lead: Record<string, unknown>) =>
  apiRequest<LeadReceived>("POST", endpoint, lead);
