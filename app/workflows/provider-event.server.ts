/**
 * A checkout event Stripe reported (its webhook, signature already checked). Each event is handled once
 * (processed_events, and the payment row's own status), in the same transaction as what it changes.
 */
import type Stripe from "stripe";
import { failCheckout, markProcessing, type FailedPayment } from "~/features/payments/delayed-payment.server";
import { expireCheckout, recordEventOnce } from "~/features/payments/fulfilment.server";
import { refundedPaymentOf } from "~/features/payments/fulfilment.server";
import { paidSessionOf, type ProviderRefund } from "~/features/payments/payment-provider";
import { recordProviderRefund } from "~/features/payments/refund-provider.server";
import { refundOf, sessionOf, type StripeProvider } from "~/features/payments/stripe-provider.server";
import { tellBankPaymentFailed } from "./invoice-notices.server";
import { settleRefundedInvoice } from "./invoice-refunds.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { afterRecorded, recordPaid, type PaymentRecord } from "./record-payment.server";
import { tellAboutRefund } from "./refund-notice.server";

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/** "refund-failed": the provider refused a refund the event owes, so the event should be delivered again. */
export type ProviderEventResult = "received" | "refund-failed";

export async function handleStripeEvent(
  deps: PaymentFlowDeps,
  event: Stripe.Event,
): Promise<ProviderEventResult> {
  const { db, logger } = deps;
  if (event.type === "charge.refunded" || event.type === "charge.refund.updated") {
    return handleRefundEvent(deps, event);
  }
  if (!HANDLED.has(event.type)) return "received";
  const session = sessionOf(event.data.object as Stripe.Checkout.Session);
  const paid = paidSessionOf("stripe", session);
  let failed: FailedPayment | undefined;
  const record = await db.transaction(async (tx): Promise<PaymentRecord | undefined> => {
    const firstDelivery = await recordEventOnce(tx, "stripe", event.id, event.type);
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        // A completed session may still await a delayed payment method: only "paid" is money. A
        // redelivery is recorded again (a no-op once recorded) so that a refund it owes is retried.
        if (paid) return recordPaid(tx, paid);
        if (session.processing) await markProcessing(tx, "stripe", session.sessionId);
        return undefined;
      case "checkout.session.async_payment_failed":
        // Only the call that fails the payment answers it: its mail goes once, however often it is told.
        failed = await failCheckout(tx, "stripe", session.sessionId);
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
  if (failed?.invoiceId) await tellBankPaymentFailed(deps, failed.invoiceId, failed.paymentId);
  try {
    if (record) await afterRecorded(deps, record);
  } catch (err) {
    logger.error(
      { err, eventId: event.id, sessionId: session.sessionId },
      "refund failed; awaiting redelivery",
    );
    return "refund-failed";
  }
  return "received";
}

/**
 * `charge.refunded` (or a refund's update): every refund of the charge's payment as Stripe knows it now,
 * each recorded once by its refund id (a refund made in Stripe's dashboard becomes a row of its own).
 * Reading the current list makes replays and events out of order harmless; the event's own copy of the
 * refunds serves only when the list cannot be read.
 */
async function handleRefundEvent(deps: PaymentFlowDeps, event: Stripe.Event): Promise<ProviderEventResult> {
  const { db, logger } = deps;
  let reported: ProviderRefund[];
  if (event.type === "charge.refund.updated") {
    reported = [refundOf(event.data.object as Stripe.Refund)];
  } else {
    const charge = event.data.object as Stripe.Charge;
    const intent =
      typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (!intent) return "received";
    const stripe = deps.provider?.name === "stripe" ? (deps.provider as StripeProvider) : undefined;
    try {
      reported = stripe ? await stripe.listRefunds(intent) : (charge.refunds?.data ?? []).map(refundOf);
    } catch (err) {
      logger.error({ err, eventId: event.id }, "refunds of a charge could not be read; awaiting redelivery");
      return "refund-failed";
    }
  }
  await recordEventOnce(db, "stripe", event.id, event.type);
  for (const refund of reported) {
    const settled = await db.transaction((tx) => recordProviderRefund(tx, "stripe", refund));
    if (!settled) continue;
    await settleRefundedInvoice(db, settled.paymentId);
    await tellAboutRefund(deps, await refundedPaymentOf(db, settled));
  }
  return "received";
}
