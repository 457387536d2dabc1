import { Router } from "express";
import { changeOrderPdfOfLink } from "~/features/change-orders/change-order-pdf.server";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { postRefusalToThePage } from "./form-post-refusal";
import { SECRET_ANSWER_HEADERS } from "./private-responses";
import { RATE_LIMITS, rateLimit } from "./rate-limit";

/**
 * The customer's change order pages, which a secret link opens without sign-in: every request under
 * /change-orders (the page, its data requests, its form posts, the PDF) counts against the same limit per
 * client as the change order API, so that nobody can try links one after another; a page's own post over it
 * is answered by its action, with the form and the message. And GET /change-orders/{token}.pdf itself: the
 * change order as a PDF, never for search engines or shared caches; an unknown link is a plain-text 404.
 */
export function changeOrderRoutes(db: Db) {
  const router = Router();
  router.use("/change-orders", rateLimit(db, "change-orders", RATE_LIMITS.changeOrders));
  router.use("/change-orders", postRefusalToThePage);
  router.get(/^\/change-orders\/([A-Za-z0-9_-]+)\.pdf$/, async (req, res) => {
    res.set(SECRET_ANSWER_HEADERS);
    try {
      const { filename, pdf } = await changeOrderPdfOfLink(db, String(req.params[0]));
      res.type("application/pdf");
      res.set("Content-Disposition", `inline; filename="${filename}"`);
      res.send(pdf);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== "not_found") throw error;
      res.status(404).type("text/plain").send(error.message);
    }
  });
  return router;
}
