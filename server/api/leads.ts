import { Router, type RequestHandler } from "express";
import { leadEndpoints as endpoints } from "~/features/leads/endpoints";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import {
  formLeadFields,
  receiveContactMessage,
  receiveQuoteRequest,
  type LeadDeps,
} from "~/workflows/receive-lead.server";
import type { Db } from "~db/client.server";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";
import { isPlainObject } from "./input";
import { isMultipart, receivedPhotos, receiveQuotePhotos } from "./quote-photos";
import { serve } from "./serve";

/** A multipart quote request goes on to the route that reads photos (the next one at the same address). */
const photosGoOn: RequestHandler = (req, _res, next) => (isMultipart(req) ? next("route") : next());

/**
 * POST /api/quotes and POST /api/messages: the public site's two lead forms (app/features/leads/endpoints.ts).
 * What happens to a lead is app/workflows/receive-lead.server.ts, which the pages' own form posts call too.
 */
export function leadsRouter(db: Db, storage: ImageStorage, flows: Omit<LeadDeps, "db">) {
  const router = Router();
  const deps = { db, ...flows };
  const base = "/api";

  // The rate limit comes first, so that a flood of uploads is refused before any body is read; it counts
  // every quote request once, here, whichever of the two routes reads it.
  serve(router, base, endpoints.sendQuote, ({ body }) => receiveQuoteRequest(deps, storage, body, []), {
    guards: [rateLimit(db, "quotes", RATE_LIMITS.quotes), photosGoOn],
  });
  serve(
    router,
    base,
    endpoints.sendQuoteWithPhotos,
    ({ req }) =>
      receiveQuoteRequest(
        deps,
        storage,
        formLeadFields(isPlainObject(req.body) ? req.body : {}),
        receivedPhotos(req),
      ),
    { guards: [receiveQuotePhotos] },
  );

  serve(router, base, endpoints.sendMessage, ({ body }) => receiveContactMessage(deps, body), {
    guards: [rateLimit(db, "messages", RATE_LIMITS.messages)],
  });

  return router;
}
