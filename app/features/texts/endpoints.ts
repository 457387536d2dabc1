/** The inbox's text conversations (app/lib/endpoint.ts): the list, one thread, marking it read, a reply. */
import { z } from "zod";
import { endpoint, noAnswer } from "~/lib/endpoint";
import { conversationMessage, conversationSummary, replySchema } from "./conversation";

export const conversationEndpoints = {
  /** The conversations, the latest first. */
  list: endpoint({
    method: "GET",
    path: "/api/admin/conversations",
    access: "admin",
    output: z.array(conversationSummary),
  }),
  /** A customer's texts, oldest first (reading changes nothing: `read` marks them read). */
  thread: endpoint({
    method: "GET",
    path: "/api/admin/conversations/:customerId",
    access: "admin",
    output: z.array(conversationMessage),
  }),
  /** The customer's texts are read: the thread's unread count drops to 0. */
  read: endpoint({
    method: "POST",
    path: "/api/admin/conversations/:customerId/read",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
  /** The owner's reply, sent as a text through the queue; 409 when the customer may not be texted. */
  reply: endpoint({
    method: "POST",
    path: "/api/admin/conversations/:customerId/messages",
    access: "admin",
    body: replySchema,
    output: conversationMessage,
    status: 201,
  }),
};
