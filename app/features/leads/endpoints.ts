/**
 * The leads' endpoints (app/lib/endpoint.ts): a contact message, and a quote request, sent as JSON or, with
 * photos attached, as multipart/form-data (the same fields, plus up to 5 files in `photos`).
 */
import { z } from "zod";
import { endpoint } from "~/lib/endpoint";
import { HONEYPOT_FIELD } from "./lead-fields";
import { messageSchema } from "./message.schema";
import { quoteSchema } from "./quote.schema";

/** The stored lead's id, its reference (Q-1042, M-311: what the sender's mail and the page show) and the thank-you. */
export const leadReceived = z.object({ id: z.number(), reference: z.string(), message: z.string() });

/** The hidden field only bots fill in travels with a lead; the server quietly drops a lead that fills it. */
const withHoneypot = { [HONEYPOT_FIELD]: z.unknown().optional() };

export const leadEndpoints = {
  sendMessage: endpoint({
    method: "POST",
    path: "/api/messages",
    access: "public",
    body: messageSchema.extend(withHoneypot),
    output: leadReceived,
    status: 201,
  }),
  sendQuote: endpoint({
    method: "POST",
    path: "/api/quotes",
    access: "public",
    body: quoteSchema.extend(withHoneypot),
    output: leadReceived,
    status: 201,
  }),
  /** The same address with photos: a multipart body, which the server's multipart reader takes first. */
  sendQuoteWithPhotos: endpoint({
    method: "POST",
    path: "/api/quotes",
    access: "public",
    body: "form-data",
    output: leadReceived,
    status: 201,
  }),
};
