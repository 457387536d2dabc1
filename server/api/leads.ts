import { Router, type Request } from "express";
import { HONEYPOT_FIELD } from "../../app/features/leads/lead-fields";
import { createContactMessage, createQuoteRequest } from "../../app/features/leads/leads.server";
import { messageSchema } from "../../app/features/leads/message.schema";
import { quoteSchema } from "../../app/features/leads/quote.schema";
import type { Db } from "../../db/client.server";
import { RATE_LIMITS, rateLimit } from "../rate-limit";
import { bodyOf, isPlainObject } from "./input";

export const QUOTE_RECEIVED =
  "Thank you for your quote request! We will contact you shortly to discuss your project.";
export const MESSAGE_RECEIVED = "Thank you for contacting us! We will get back to you as soon as possible.";

/** POST /api/quotes and POST /api/messages: the public site's two lead forms. */
export function leadsRouter(db: Db) {
  const router = Router();

  router.post("/quotes", rateLimit(db, "quotes", RATE_LIMITS.quotes), async (req, res) => {
    const input = bodyOf(quoteSchema, req);
    const { id } = isBot(req) ? decoy() : await createQuoteRequest(db, input);
    res.status(201).json({ id, message: QUOTE_RECEIVED });
  });

  router.post("/messages", rateLimit(db, "messages", RATE_LIMITS.messages), async (req, res) => {
    const input = bodyOf(messageSchema, req);
    const { id } = isBot(req) ? decoy() : await createContactMessage(db, input);
    res.status(201).json({ id, message: MESSAGE_RECEIVED });
  });

  return router;
}

function isBot(req: Request) {
  const value = isPlainObject(req.body) ? req.body[HONEYPOT_FIELD] : undefined;
  return value !== undefined && value !== null && value !== "";
}

/** The bot is told it succeeded (so it does not adapt) and nothing is stored. */
function decoy() {
  return { id: Math.floor(Math.random() * 1_000_000) + 1 };
}
