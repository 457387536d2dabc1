import { Router, type RequestHandler } from "express";
import { paymentEndpoints, paymentReportSchema, testCheckoutEndpoints } from "~/features/payments/endpoints";
import { DomainError, invalid, notFound } from "~/lib/domain-error";
import { PAYMENTS_UNAVAILABLE } from "~/workflows/payment-flow-deps";
import { checkReportedPayment } from "~/workflows/payment-report.server";
import {
  answerTestBankPayment,
  NOT_PROCESSING,
  payTestCheckout,
  testCheckoutExit,
} from "~/workflows/test-checkout.server";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { RATE_LIMITS, rateLimit } from "~server/rate-limit";
import type { PaymentServices } from "./payment-services";

const NOT_THIS_BOOKING = "This payment does not belong to this booking.";

/**
 * A report the thank-you page could not have made is refused in one sentence, without field messages (no
 * person typed it): checked before the definition's schema, which then finds it valid.
 */
const reportChecked: RequestHandler = (req, _res, next) => {
  if (!paymentReportSchema.safeParse(req.body ?? {}).success) throw invalid("Invalid payment record request");
  next();
};

/**
 * POST /api/payments (the thank-you page's report) and, with the test provider only, the test checkout's
 * pay and cancel, and the bank's answer to a bank payment (settle, fail). The server asks the provider;
 * nothing a client says about money is believed.
 */
export function paymentRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();
  const base = "/api";

  serve(
    router,
    base,
    paymentEndpoints.report,
    async ({ body }) => {
      const { appointmentId, transactionId } = body;
      const result = await checkReportedPayment(payments.flows, appointmentId, transactionId);
      if (result.outcome === "payments-unavailable")
        throw new DomainError("unavailable", PAYMENTS_UNAVAILABLE);
      if (result.outcome === "not-this-booking") throw invalid(NOT_THIS_BOOKING);
      return { status: result.status };
    },
    { guards: [rateLimit(db, "payments", RATE_LIMITS.payments), reportChecked] },
  );

  if (payments.provider?.name === "test") {
    serve(router, base, testCheckoutEndpoints.pay, async ({ params }) => {
      const result = await payTestCheckout(payments.flows, params.sessionId);
      if (result.outcome === "not-found") throw notFound("Checkout not found");
      if (result.outcome === "expired")
        throw new DomainError("gone", "This checkout has expired. Please start a new one.");
      return { redirectUrl: result.redirectUrl };
    });
    for (const answer of ["settle", "fail"] as const) {
      serve(router, base, testCheckoutEndpoints[answer], async ({ params }) => {
        const result = await answerTestBankPayment(payments.flows, params.sessionId, answer);
        if (result.outcome === "not-found") throw notFound("Checkout not found");
        if (result.outcome === "not-processing") throw new DomainError("conflict", NOT_PROCESSING);
        return { redirectUrl: result.redirectUrl };
      });
    }
    serve(router, base, testCheckoutEndpoints.cancel, async ({ params }) => {
      const redirectUrl = await testCheckoutExit(payments.flows, params.sessionId);
      if (!redirectUrl) throw notFound("Checkout not found");
      return { redirectUrl };
    });
  }
  return router;
}
