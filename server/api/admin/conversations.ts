import { Router } from "express";
import {
  conversationThread,
  listConversations,
  markConversationRead,
  replyToCustomer,
} from "~/features/texts/conversations.server";
import { conversationEndpoints as endpoints } from "~/features/texts/endpoints";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";

/** /api/admin/conversations: the texts with each customer, and the owner's replies (docs/texts.md). */
export function conversationsRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";
  const customerOf = (params: Record<string, string>) => parseId(params.customerId, "customer id");

  serve(router, base, endpoints.list, () => listConversations(db));
  serve(router, base, endpoints.thread, ({ params }) => conversationThread(db, customerOf(params)));
  serve(router, base, endpoints.read, ({ params }) => markConversationRead(db, customerOf(params)));
  serve(router, base, endpoints.reply, ({ params, body }) =>
    replyToCustomer(db, customerOf(params), body.text),
  );
  return router;
}
