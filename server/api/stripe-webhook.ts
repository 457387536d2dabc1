import express, { Router } from "express";
import type Stripe from "stripe";
import {
  expireCheckout,
  failCheckout,
  fulfilPayment,
  recordEventOnce,
  type FulfilmentResult,
} from "../../app/features/payments/fulfilment.server";
import { sessionOf, WebhookSignatureError } from "../../app/features/payments/stripe-provider.server";
import type { Db } from "../../db/client.server";
import type { Logger } from "../logger";
import type { PaymentServices } from "./payment-services";

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/**
 * POST /api/webhooks/stripe: Stripe's signed report of a checkout. The signature is checked on the raw
 * body, so this router comes before the JSON parser. Each event is handled once (processed_events), in
 * the same transaction as what it changes.
 */
export function stripeWebhookRouter({
  db,
  logger,
  payments,
}: {
  db: Db;
  logger: Logger;
  payments: PaymentServices;
}) {
  const router = Router();
  const stripe = payments.stripe;
  if (!stripe) return router;

  router.post("/webhooks/stripe", express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    let event: Stripe.Event;
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      event = stripe.verifyWebhook(body, req.get("stripe-signature"));
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logger.warn({ reason: error.message }, "stripe webhook refused: bad signature");
      res.status(400).json({ message: "Invalid webhook signature" });
      return;
    }
    if (!HANDLED.has(event.type)) {
      res.json({ received: true });
      return;
    }
    const session = sessionOf(event.data.object as Stripe.Checkout.Session);
    const result = await db.transaction(async (tx): Promise<FulfilmentResult | undefined> => {
      if (!(await recordEventOnce(tx, "stripe", event.id, event.type))) return undefined;
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
          // A completed session may still await a delayed payment method: only "paid" is money.
          if (!session.paid || session.amountCents === null || !session.currency) return undefined;
          return fulfilPayment(tx, {
            provider: "stripe",
            sessionId: session.sessionId,
            amountCents: session.amountCents,
            currency: session.currency,
            transactionId: session.transactionId,
          });
        case "checkout.session.async_payment_failed":
          await failCheckout(tx, "stripe", session.sessionId);
          return undefined;
        default:
          await expireCheckout(tx, "stripe", session.sessionId);
          return undefined;
      }
    });
    if (result?.outcome === "amount-mismatch") {
      logger.error({ eventId: event.id, sessionId: session.sessionId, ...result }, "payment not fulfilled");
    } else if (result?.outcome === "unknown-session") {
      // Another integration on the same Stripe account, or a checkout this database never recorded.
      logger.warn({ eventId: event.id, sessionId: session.sessionId }, "paid session of no booking here");
    }
    res.json({ received: true });
    if (result?.outcome === "fulfilled") void payments.confirmBooking(result.bookingId);
  });
  return router;
}
