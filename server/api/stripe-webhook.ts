import express, { Router } from "express";
import type Stripe from "stripe";
import { expireCheckout, failCheckout, recordEventOnce } from "../../app/features/payments/fulfilment.server";
import { paidSessionOf } from "../../app/features/payments/payment-provider";
import { sessionOf, WebhookSignatureError } from "../../app/features/payments/stripe-provider.server";
import type { Db } from "../../db/client.server";
import type { Logger } from "../logger";
import type { PaymentRecord, PaymentServices } from "./payment-services";

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/**
 * POST /api/webhooks/stripe: Stripe's signed report of a checkout. The signature is checked on the raw
 * body, so this router comes before the JSON parser. Each event is handled once (processed_events, and the
 * payment row's own status), in the same transaction as what it changes.
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
    const paid = paidSessionOf("stripe", session);
    const record = await db.transaction(async (tx): Promise<PaymentRecord | undefined> => {
      const firstDelivery = await recordEventOnce(tx, "stripe", event.id, event.type);
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded":
          // A completed session may still await a delayed payment method: only "paid" is money. A
          // redelivery is recorded again (a no-op once recorded) so that a refund it owes is retried.
          return paid && payments.recordPaid(tx, paid);
        case "checkout.session.async_payment_failed":
          if (firstDelivery) await failCheckout(tx, "stripe", session.sessionId);
          return undefined;
        default:
          if (firstDelivery) await expireCheckout(tx, "stripe", session.sessionId);
          return undefined;
      }
    });
    if (record?.outcome === "amount-mismatch") {
      logger.error({ eventId: event.id, sessionId: session.sessionId, ...record }, "payment not fulfilled");
    } else if (record?.outcome === "unknown-session") {
      // Another integration on the same Stripe account, or a checkout this database never recorded.
      logger.warn({ eventId: event.id, sessionId: session.sessionId }, "paid session of no booking here");
    }
    try {
      if (record) await payments.afterRecorded(record);
    } catch (err) {
      // A refund the provider refused fails the delivery, so that Stripe delivers the event again later.
      logger.error(
        { err, eventId: event.id, sessionId: session.sessionId },
        "refund failed; awaiting redelivery",
      );
      res.status(503).json({ message: "The refund could not be made yet. Please deliver this event again." });
      return;
    }
    res.json({ received: true });
  });
  return router;
}
