import { Router, type Request } from "express";
import { HONEYPOT_FIELD } from "../../app/features/leads/lead-fields";
import { createContactMessage, createQuoteRequest } from "../../app/features/leads/leads.server";
import { messageSchema } from "../../app/features/leads/message.schema";
import { quoteSchema } from "../../app/features/leads/quote.schema";
import type { ImageStorage } from "../../app/features/uploads/image-storage.server";
import { parseInput } from "../../app/lib/input";
import type { Db } from "../../db/client.server";
import { RATE_LIMITS, rateLimit } from "../rate-limit";
import { bodyOf, isPlainObject } from "./input";
import {
  isMultipart,
  multipartFields,
  receivedPhotos,
  receiveQuotePhotos,
  storeQuotePhotos,
} from "./quote-photos";

export const QUOTE_RECEIVED =
  "Thank you for your quote request! We will contact you shortly to discuss your project.";
export const MESSAGE_RECEIVED = "Thank you for contacting us! We will get back to you as soon as possible.";

/**
 * POST /api/quotes and POST /api/messages: the public site's two lead forms. A quote request comes as JSON,
 * or as multipart/form-data when photos are attached (the same fields, plus up to 5 files in `photos`).
 */
export function leadsRouter(db: Db, storage: ImageStorage) {
  const router = Router();

  // The rate limit comes first, so that a flood of uploads is refused before any body is read.
  router.post(
    "/quotes",
    rateLimit(db, "quotes", RATE_LIMITS.quotes),
    receiveQuotePhotos,
    async (req, res) => {
      const input = isMultipart(req)
        ? parseInput(quoteSchema, multipartFields(req))
        : bodyOf(quoteSchema, req);
      if (isBot(req)) {
        res.status(201).json({ id: decoy().id, message: QUOTE_RECEIVED });
        return;
      }
      // Should the request not be stored after all, its photos are unreferenced uploads: the sweep removes them.
      const photoUrls = await storeQuotePhotos(storage, receivedPhotos(req));
      const { id } = await createQuoteRequest(db, input, photoUrls);
      res.status(201).json({ id, message: QUOTE_RECEIVED });
    },
  );

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

/** The bot is told it succeeded (so it does not adapt), and nothing is stored, its photos included. */
function decoy() {
  return { id: Math.floor(Math.random() * 1_000_000) + 1 };
}
