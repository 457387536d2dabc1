import { Router } from "express";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { formLeadFields, receiveContactMessage, receiveQuoteRequest } from "~/workflows/receive-lead.server";
import type { Db } from "~db/client.server";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";
import { isPlainObject } from "./input";
import { isMultipart, receivedPhotos, receiveQuotePhotos } from "./quote-photos";

/**
 * POST /api/quotes and POST /api/messages: the public site's two lead forms. A quote request comes as JSON,
 * or as multipart/form-data when photos are attached (the same fields, plus up to 5 files in `photos`).
 * What happens to a lead is app/workflows/receive-lead.server.ts, which the pages' own form posts call too.
 */
export function leadsRouter(db: Db, storage: ImageStorage) {
  const router = Router();

  // The rate limit comes first, so that a flood of uploads is refused before any body is read.
  router.post(
    "/quotes",
    rateLimit(db, "quotes", RATE_LIMITS.quotes),
    receiveQuotePhotos,
    async (req, res) => {
      const body = isPlainObject(req.body) ? req.body : {};
      const fields = isMultipart(req) ? formLeadFields(body) : body;
      res.status(201).json(await receiveQuoteRequest(db, storage, fields, receivedPhotos(req)));
    },
  );

  router.post("/messages", rateLimit(db, "messages", RATE_LIMITS.messages), async (req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    res.status(201).json(await receiveContactMessage(db, body));
  });

  return router;
}
