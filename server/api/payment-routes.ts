import { Router } from "express";
import { z } from "zod";
import { appointmentBookingId } from "../../app/features/appointments/appointments.server";
import { expireCheckout } from "../../app/features/payments/fulfilment.server";
import { paidSessionOf } from "../../app/features/payments/payment-provider";
import { getTestCheckout, testPayment } from "../../app/features/payments/test-checkout.server";
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
    const paid = paidSessionOf(provider.name, session);
    if (!paid) {
      res.json({ status: "pending" });
      return;
    }
    const record = await db.transaction((tx) => payments.recordPaid(tx, paid));
    if (record.outcome === "unknown-session") throw badRequest(NOT_THIS_BOOKING);
    if (record.outcome === "amount-mismatch") {
      logger.error({ sessionId: session.sessionId, ...record }, "payment not fulfilled");
      res.json({ status: "pending" });
      return;
    }
    // The provider's webhook repeats a refund it could not make; this report need not fail for it.
    await payments.afterRecorded(record).catch((err: unknown) => {
      logger.error({ err, sessionId: session.sessionId }, "refund failed; it is retried on the next report");
    });
    res.json({ status: record.outcome === "refund-owed" ? "refunded" : "succeeded" });
  });

  if (payments.provider?.name === "test") {
    router.post("/test-checkout/:sessionId/pay", async (req, res) => {
      const checkout = await getTestCheckout(db, String(req.params.sessionId));
      if (!checkout) throw notFound("Checkout not found");
      if (checkout.state === "closed") {
        // Past its 30 minutes (or replaced): closed as the provider would close it.
        await db.transaction((tx) => expireCheckout(tx, "test", checkout.sessionId));
        throw new HttpError(410, "This checkout has expired. Please start a new one.");
      }
      if (checkout.state === "open") {
        const record = await db.transaction((tx) => payments.recordPaid(tx, testPayment(checkout)));
        await payments.afterRecorded(record);
      }
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
