import { apiRequest } from "~/lib/api-client";

/** POST /api/quotes and POST /api/messages answer the stored lead's id and the thank-you text. */
export interface LeadReceived {
  id: number;
  message: string;
}

export type LeadEndpoint = "/api/quotes" | "/api/messages";

/** Files sent with a lead, by field name (a quote's photos). */
export type LeadFiles = Record<string, readonly File[]>;

/**
 * Sends a lead: as JSON, or as multipart/form-data when files are attached. In a multipart body each value
 * that is not text (a quote's estimate) travels as its JSON text; absent ones (undefined, null) are left out.
 */
export function sendLead(endpoint: LeadEndpoint, lead: Record<string, unknown>, files: LeadFiles = {}) {
  const attached = Object.entries(files).filter(([, list]) => list.length > 0);
  if (attached.length === 0) return apiRequest<LeadReceived>("POST", endpoint, lead);
  const form = new FormData();
  for (const [name, value] of Object.entries(lead)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  for (const [name, list] of attached) for (const file of list) form.append(name, file, file.name);
  return apiRequest<LeadReceived>("POST", endpoint, form);
}
