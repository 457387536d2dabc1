import { Router } from "express";
import { z } from "zod";
import { getTestCheckout } from "~/features/payments/test-checkout.server";
import { DomainError, invalid, notFound } from "~/lib/domain-error";
import { PAYMENTS_UNAVAILABLE } from "~/workflows/payment-flow-deps";
import { checkReportedPayment } from "~/workflows/payment-report.server";
import { payTestCheckout } from "~/workflows/test-checkout.server";
import type { Db } from "~db/client.server";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";
import type { PaymentServices } from "./payment-services";

const paymentReport = z.object({
  appointmentId: z.coerce.number().int().positive().max(2_147_483_647),
  // The checkout session's id, as the thank-you page received it from the provider.
  transactionId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,255}$/),
});

const NOT_THIS_BOOKING = "This payment does not belong to this booking.";

/**
 * POST /api/payments (the thank-you page's report) and, with the test provider only, the test checkout's
 * pay and cancel. The server asks the provider; nothing a client says about money is believed.
 */
export function paymentRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();

  router.post("/payments", rateLimit(db, "payments", RATE_LIMITS.payments), async (req, res) => {
    const parsed = paymentReport.safeParse(req.body ?? {});
    if (!parsed.success) throw invalid("Invalid payment record request");
    const { appointmentId, transactionId } = parsed.data;
    const result = await checkReportedPayment(payments.flows, appointmentId, transactionId);
    if (result.outcome === "payments-unavailable") throw new DomainError("unavailable", PAYMENTS_UNAVAILABLE);
    if (result.outcome === "not-this-booking") throw invalid(NOT_THIS_BOOKING);
    res.json({ status: result.status });
  });

  if (payments.provider?.name === "test") {
    router.post("/test-checkout/:sessionId/pay", async (req, res) => {
      const result = await payTestCheckout(payments.flows, String(req.params.sessionId));
      if (result.outcome === "not-found") throw notFound("Checkout not found");
      if (result.outcome === "expired")
        throw new DomainError("gone", "This checkout has expired. Please start a new one.");
      res.json({ redirectUrl: result.redirectUrl });
    });
    router.post("/test-checkout/:sessionId/cancel", async (req, res) => {
      const checkout = await getTestCheckout(db, String(req.params.sessionId));
      if (!checkout) throw notFound("Checkout not found");
      res.json({ redirectUrl: checkout.cancelUrl });
    });
  }
  return router;
}
