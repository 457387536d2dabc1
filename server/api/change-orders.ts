import { Router } from "express";
import { customerChangeOrderEndpoints as endpoints } from "~/features/change-orders/endpoints";
import {
  approveChangeOrder,
  declineChangeOrder,
  openChangeOrder,
  recordChangeOrderView,
} from "~/workflows/change-order-answers.server";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { serve } from "~server/api/serve";
import { secretAnswers } from "~server/private-responses";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";

/**
 * The customer's change order by its secret link, no sign-in (the token is the authority): GET
 * /api/change-orders/{token} (reads only), the page's report that it was shown, and the answers (approve,
 * signed; decline). An unknown link is a 404 that says so; one that can no longer be answered a 409 saying
 * why. Rate-limited per client, as the estimates' answers are, so a token cannot be guessed by trying.
 */
export function changeOrdersRouter(flows: EstimateFlowDeps) {
  const router = Router();
  const base = "/api";
  router.use("/change-orders", rateLimit(flows.db, "change-orders", RATE_LIMITS.changeOrders), secretAnswers);

  serve(router, base, endpoints.get, ({ params }) => openChangeOrder(flows, params.token));

  // Posted by the page once a browser shows it; a GET records nothing.
  serve(router, base, endpoints.view, ({ params }) => recordChangeOrderView(flows, params.token));

  serve(router, base, endpoints.approve, ({ req, params, body }) =>
    approveChangeOrder(flows, params.token, {
      name: body.name,
      ipAddress: req.ip ?? "",
      userAgent: req.get("user-agent") ?? "",
    }),
  );

  serve(router, base, endpoints.decline, ({ params, body }) =>
    declineChangeOrder(flows, params.token, body.reason),
  );

  return router;
}
