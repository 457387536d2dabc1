import { Router } from "express";
import { customerEstimateEndpoints as endpoints } from "~/features/estimates/customer-endpoints";
import { notFound } from "~/lib/domain-error";
import {
  approveEstimate,
  askForChanges,
  declineByCustomer,
  openEstimate,
  recordView,
} from "~/workflows/estimate-answers.server";
import { confirmDeposit } from "~/workflows/estimate-deposit-return.server";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";
import type { PaymentServices } from "./payment-services";

/**
 * The customer's estimate by its secret link, no sign-in: GET /api/estimates/{token} (reads only), the
 * page's report that it was shown, and the answers (approve, decline, changes); the deposit's return page's
 * report. A wrong or replaced link is a 404; an estimate that can no longer be answered is a 409 saying why.
 * Rate-limited per client, so a token cannot be guessed by trying.
 */
export function estimatesRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();
  const base = "/api";
  const flows = payments.flows;
  router.use("/estimates", rateLimit(db, "estimates", RATE_LIMITS.estimates));

  serve(router, base, endpoints.get, ({ res, params }) => {
    res.set("X-Robots-Tag", "noindex");
    return openEstimate(flows, params.token);
  });

  // Back from the deposit's checkout: the server asks the provider (docs/estimates.md).
  serve(router, base, endpoints.paid, async ({ body }) => {
    const answer = await confirmDeposit(flows, body.sessionId);
    if (answer.state === "not-found") throw notFound("Payment not found");
    return answer;
  });

  // Posted by the page once a browser shows it; a GET records nothing.
  serve(router, base, endpoints.view, ({ params }) => recordView(flows, params.token));

  serve(router, base, endpoints.approve, async ({ req, params, body }) => {
    const meta = { ipAddress: req.ip ?? "", userAgent: req.get("user-agent") ?? "" };
    const answer = await approveEstimate(flows, params.token, body, meta);
    return "url" in answer ? answer : answer.estimate;
  });

  serve(router, base, endpoints.decline, ({ params, body }) =>
    declineByCustomer(flows, params.token, body.reason),
  );

  serve(router, base, endpoints.changes, ({ params, body }) =>
    askForChanges(flows, params.token, body.message),
  );

  return router;
}
