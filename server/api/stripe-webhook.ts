import express, { Router } from "express";
import type Stripe from "stripe";
import { WebhookSignatureError } from "~/features/payments/stripe-provider.server";
import { handleStripeEvent } from "~/workflows/provider-event.server";
import type { Logger } from "~server/logger";
import type { PaymentServices } from "./payment-services";

/**
 * POST /api/webhooks/stripe: Stripe's signed report of a checkout. The signature is checked on the raw
 * body, so this router comes before the JSON parser; the event is handled by the provider-event flow.
 */
export function stripeWebhookRouter({ logger, payments }: { logger: Logger; payments: PaymentServices }) {
  const router = Router();
  const stripe = payments.stripe;
  if (!stripe) return router;

  router.post("/webhooks/stripe", express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    let event: Stripe.Event;
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      event = await stripe.verifyWebhook(body, req.get("stripe-signature"));
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logger.warn({ reason: error.message }, "stripe webhook refused: bad signature");
      res.status(400).json({ message: "Invalid webhook signature" });
      return;
    }
    if ((await handleStripeEvent(payments.flows, event)) === "refund-failed") {
      // A refund the provider refused fails the delivery, so that Stripe delivers the event again later.
      res.status(503).json({ message: "The refund could not be made yet. Please deliver this event again." });
      return;
    }
    res.json({ received: true });
  });
  return router;
}
