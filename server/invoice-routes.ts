import { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import { customerInvoicePdf } from "~/features/invoices/invoice-documents.server";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { secretAnswers } from "./private-responses";
import { RATE_LIMITS, rateLimit } from "./rate-limit";

const PDF_PATH = /^\/invoices\/([A-Za-z0-9_-]+)\.pdf$/;

/** The refusals a reader can cause, in plain text: too many requests, an unknown or voided link. */
const refused: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof DomainError)) return next(error);
  if (error.code === "rate_limited") {
    const wait = error.details.retryAfterSeconds;
    if (wait) res.set("Retry-After", String(wait));
    res.status(429).type("text/plain").send(error.message);
    return;
  }
  if (error.code !== "not_found") return next(error);
  res.status(404).type("text/plain").send(error.message);
};

/**
 * GET /invoices/{token}.pdf: the customer's invoice as a PDF, by the invoice's secret link, without sign-in.
 * Never for search engines or shared caches, and counted against the same limit per client as the invoice's
 * API, so that nobody can try links one after another. An unknown link or a voided invoice is a 404 that
 * says which, in the page's words; every answer is plain text but the PDF.
 */
export function invoiceRoutes(db: Db, siteUrl: string) {
  const router = Router();
  const send: RequestHandler = async (req, res) => {
    const { filename, pdf } = await customerInvoicePdf(db, String(req.params[0]), siteUrl);
    res.type("application/pdf");
    res.set("Content-Disposition", `inline; filename="${filename}"`);
    res.send(pdf);
  };
  router.get(PDF_PATH, secretAnswers, rateLimit(db, "invoices", RATE_LIMITS.invoices), send, refused);
  return router;
}
