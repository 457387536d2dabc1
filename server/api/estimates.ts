import { Router, type Request } from "express";
import { z } from "zod";
import { approveSchema, changesSchema, declineSchema } from "~/features/estimates/estimate.schema";
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
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";
import { bodyOf } from "./input";
import type { PaymentServices } from "./payment-services";

const tokenOf = (req: Request) => String(req.params.token);

/** The checkout session's id, as the return page received it from the provider. */
const depositReport = z.object({ sessionId: z.string().regex(/^[\w-]{1,255}$/) });

/**
 * The customer's estimate by its secret link, no sign-in: GET /api/estimates/{token} (reads only), the
 * page's report that it was shown, and the answers (approve, decline, changes); the deposit's return page's
 * report. A wrong or replaced link is a 404; an estimate that can no longer be answered is a 409 saying why.
 * Rate-limited per client, so a token cannot be guessed by trying.
 */
export function estimatesRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();
  const flows = payments.flows;
  router.use("/estimates", rateLimit(db, "estimates", RATE_LIMITS.estimates));

  router.get("/estimates/:token", async (req, res) => {
    res.set("X-Robots-Tag", "noindex");
    res.json(await openEstimate(flows, tokenOf(req)));
  });

  // Back from the deposit's checkout: the server asks the provider (docs/estimates.md).
  router.post("/estimates/paid", async (req, res) => {
    const { sessionId } = bodyOf(depositReport, req);
    const answer = await confirmDeposit(flows, sessionId);
    if (answer.state === "not-found") throw notFound("Payment not found");
    res.json(answer);
  });

  // Posted by the page once a browser shows it; a GET records nothing.
  router.post("/estimates/:token/view", async (req, res) => {
    await recordView(flows, tokenOf(req));
    res.status(204).end();
  });

  router.post("/estimates/:token/approve", async (req, res) => {
    const input = bodyOf(approveSchema, req);
    const meta = { ipAddress: req.ip ?? "", userAgent: req.get("user-agent") ?? "" };
    const answer = await approveEstimate(flows, tokenOf(req), input, meta);
    res.json("url" in answer ? answer : answer.estimate);
  });

  router.post("/estimates/:token/decline", async (req, res) => {
    const { reason } = bodyOf(declineSchema, req);
    res.json(await declineByCustomer(flows, tokenOf(req), reason));
  });

  router.post("/estimates/:token/changes", async (req, res) => {
    const { message } = bodyOf(changesSchema, req);
    res.json(await askForChanges(flows, tokenOf(req), message));
  });

  return router;
}
