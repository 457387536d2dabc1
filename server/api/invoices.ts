import { Router } from "express";
import { customerInvoiceEndpoints as endpoints } from "~/features/invoices/endpoints";
import { invoiceOfLink } from "~/features/invoices/invoice-queries.server";
import { recordInvoiceView } from "~/features/invoices/invoice-viewed.server";
import { notFound } from "~/lib/domain-error";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { payInvoice } from "~/workflows/invoice-checkout.server";
import { serve } from "~server/api/serve";
import { secretAnswers } from "~server/private-responses";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";

/**
 * The customer's invoice by its secret link, no sign-in: GET /api/invoices/{token} (reads only), the page's
 * report that it was shown, and the checkout for its balance (POST /api/invoices/{token}/pay). An unknown
 * link and a voided invoice are 404s that say which. Rate-limited per client, so a token cannot be guessed
 * by trying.
 */
export function invoicesRouter(flows: EstimateFlowDeps) {
  const { db } = flows;
  const router = Router();
  router.use("/invoices", rateLimit(db, "invoices", RATE_LIMITS.invoices), secretAnswers);

  serve(router, "/api", endpoints.get, async ({ params }) => {
    const link = await invoiceOfLink(db, params.token);
    if (link.state !== "open") throw notFound(link.message);
    return link.view;
  });

  // Posted by the page once a browser shows it; a GET records nothing.
  serve(router, "/api", endpoints.view, ({ params }) => recordInvoiceView(db, params.token));

  serve(router, "/api", endpoints.pay, ({ params, body }) => payInvoice(flows, params.token, body.method));

  return router;
}
