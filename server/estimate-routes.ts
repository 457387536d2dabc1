import { Router } from "express";
import { estimatePdfFilename, renderEstimatePdf } from "~/features/estimates/estimate-pdf.server";
import { DomainError } from "~/lib/domain-error";
import { openEstimate } from "~/workflows/estimate-answers.server";
import type { Db } from "~db/client.server";
import { postRefusalToThePage } from "./form-post-refusal";
import { SECRET_ANSWER_HEADERS } from "./private-responses";
import { RATE_LIMITS, rateLimit } from "./rate-limit";

/**
 * The customer's estimate pages, which a secret link opens without sign-in: every request under
 * /estimates (the page, its data requests, the PDF, the checkout's return page) counts against one rate
 * limit per client, as the estimate API does, so that nobody can try links one after another. And
 * GET /estimates/{token}.pdf itself: the estimate as a PDF, never for search engines or shared caches.
 */
export function estimateRoutes(db: Db) {
  const router = Router();
  router.use("/estimates", rateLimit(db, "estimates", RATE_LIMITS.estimates));
  // Over the limit, the page's own form post is answered by its action: the form with the message.
  router.use("/estimates", postRefusalToThePage);
  router.get(/^\/estimates\/([A-Za-z0-9_-]+)\.pdf$/, async (req, res) => {
    res.set(SECRET_ANSWER_HEADERS);
    try {
      const view = await openEstimate({ db }, String(req.params[0]));
      res.type("application/pdf");
      res.set("Content-Disposition", `inline; filename="${estimatePdfFilename(view)}"`);
      res.send(await renderEstimatePdf(view));
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== "not_found") throw error;
      res.status(404).type("text/plain").send(error.message);
    }
  });
  return router;
}
