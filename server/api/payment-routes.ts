import { Router } from "express";
import { z } from "zod";
import { appointmentBookingId } from "../../app/features/appointments/appointments.server";
import { fulfilPayment } from "../../app/features/payments/fulfilment.server";
import { getTestCheckout, payTestCheckout } from "../../app/features/payments/test-checkout.server";
import type { Db } from "../../db/client.server";
import type { Logger } from "../logger";
import { RATE_LIMITS, rateLimit } from "../rate-limit";
import { badRequest, HttpError, notFound } from "./http-error";
import { PAYMENTS_UNAVAILABLE, type PaymentServices } from "./payment-services";

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
export function paymentRouter({
  db,
  logger,
  payments,
}: {
  db: Db;
  logger: Logger;
  payments: PaymentServices;
}) {
  const router = Router();

  router.post("/payments", rateLimit(db, "payments", RATE_LIMITS.payments), async (req, res) => {
    const parsed = paymentReport.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest("Invalid payment record request");
    const { appointmentId, transactionId } = parsed.data;
    const provider = payments.provider;
    if (!provider) throw new HttpError(503, PAYMENTS_UNAVAILABLE);
    const bookingId = await appointmentBookingId(db, appointmentId);
    // The same answer as for someone else's session: nothing tells whether an appointment id exists.
    if (bookingId === undefined) throw badRequest(NOT_THIS_BOOKING);
    const session = await provider.retrieveSession(transactionId);
    if (!session || session.bookingId !== bookingId) throw badRequest(NOT_THIS_BOOKING);
    if (!session.paid || session.amountCents === null || !session.currency) {
      res.json({ status: "pending" });
      return;
    }
    const result = await db.transaction((tx) =>
      fulfilPayment(tx, {
        provider: provider.name,
        sessionId: session.sessionId,
        amountCents: session.amountCents!,
        currency: session.currency!,
        transactionId: session.transactionId,
      }),
    );
    if (result.outcome === "unknown-session") throw badRequest(NOT_THIS_BOOKING);
    if (result.outcome === "amount-mismatch") {
      logger.error({ sessionId: session.sessionId, ...result }, "payment not fulfilled");
      res.json({ status: "pending" });
      return;
    }
    res.json({ status: "succeeded" });
    if (result.outcome === "fulfilled") void payments.confirmBooking(result.bookingId);
  });

  if (payments.provider?.name === "test") {
    router.post("/test-checkout/:sessionId/pay", async (req, res) => {
      const checkout = await getTestCheckout(db, String(req.params.sessionId));
      if (!checkout) throw notFound("Checkout not found");
      const result = await payTestCheckout(db, checkout);
      if (!result) throw new HttpError(410, "This checkout has expired. Please start a new one.");
      if (result.outcome === "fulfilled") void payments.confirmBooking(result.bookingId);
      res.json({ redirectUrl: checkout.successUrl });
    });
    router.post("/test-checkout/:sessionId/cancel", async (req, res) => {
      const checkout = await getTestCheckout(db, String(req.params.sessionId));
      if (!checkout) throw notFound("Checkout not found");
      res.json({ redirectUrl: checkout.cancelUrl });
    });
  }
  return router;
}
