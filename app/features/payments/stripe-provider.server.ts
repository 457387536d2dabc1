import type Stripe from "stripe";
import { DomainError } from "~/lib/domain-error";
import {
  SessionStillOpenError,
  type CheckoutMethod,
  type CheckoutRequest,
  type ClosedSession,
  type CreatedCheckout,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderSession,
  type RefundRequest,
} from "./payment-provider";

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** Another host for the API (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

// Stripe requires expires_at at least 30 minutes after it creates the session; its clock decides.
const EXPIRY_MARGIN_SECONDS = 60;

export class WebhookSignatureError extends DomainError {
  constructor(message = "Invalid webhook signature") {
    super("invalid", message);
  }
}

interface Sdk {
  stripe: Stripe;
  /** The SDK's error classes, for `instanceof`. */
  errors: typeof Stripe.errors;
}

/** Stripe Checkout through the official SDK. */
export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  /**
   * Loaded when a provider is made, that is only on a site with a Stripe key: the SDK is a tenth of a
   * second of every start (measured with `npm run bench:startup`).
   */
  private readonly sdk: Promise<Sdk>;

  constructor(private readonly options: StripeOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : undefined;
    this.sdk = import("stripe").then(({ default: StripeSdk }) => ({
      stripe: new StripeSdk(options.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(base && {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }),
      }),
      errors: StripeSdk.errors,
    }));
    // A failed load is reported by the first call that needs the SDK, not as an unhandled rejection.
    this.sdk.catch(() => {});
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const { stripe } = await this.sdk;
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: request.lines.map((line) => ({
          quantity: 1,
          price_data: {
            currency: request.currency,
            unit_amount: line.amountCents,
            product_data: { name: line.name },
          },
        })),
        ...(request.bookingId !== null
          ? {
              client_reference_id: String(request.bookingId),
              metadata: {
                bookingId: String(request.bookingId),
                appointmentId: String(request.appointmentId),
              },
            }
          : request.invoiceId !== undefined
            ? {
                client_reference_id: `invoice-${request.invoiceId}`,
                metadata: { invoiceId: String(request.invoiceId) },
              }
            : {
                client_reference_id: `estimate-${request.estimateId}`,
                metadata: { estimateId: String(request.estimateId) },
              }),
        ...(request.method && checkoutMethodParams(request.method)),
        customer_email: request.email,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000) + EXPIRY_MARGIN_SECONDS,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
    return { sessionId: session.id, url: session.url };
  }

  async retrieveSession(sessionId: string): Promise<ProviderSession | undefined> {
    const { stripe, errors } = await this.sdk;
    try {
      return sessionOf(await stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  async closeSession(sessionId: string): Promise<ClosedSession> {
    const { stripe, errors } = await this.sdk;
    try {
      await stripe.checkout.sessions.expire(sessionId);
      return { state: "closed" };
    } catch (error) {
      if (!(error instanceof errors.StripeInvalidRequestError)) throw error;
    }
    // Stripe refuses to expire a session that is not open: it was paid, is being paid, or expired already.
    // Only its current state tells which; a refusal alone is no proof that nobody paid.
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
      if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      throw error;
    });
    if (!session || session.status === "expired") return { state: "closed" };
    if (session.status === "complete" && session.payment_status === "paid") {
      return { state: "paid", session: sessionOf(session) };
    }
    throw new SessionStillOpenError(
      `Checkout session ${sessionId} is ${session.status}, ${session.payment_status}`,
    );
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const { stripe } = await this.sdk;
    const refund = await stripe.refunds.create(
      {
        payment_intent: request.transactionId,
        amount: request.amountCents,
        ...(request.reason === "duplicate" && { reason: "duplicate" as const }),
        metadata: { reason: request.reason, refund_key: request.idempotencyKey },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  /**
   * Every refund of a payment as Stripe knows it now. A `charge.refunded` event need not carry them (its
   * charge's refund list is not expanded in webhooks), and reading them now also makes events that
   * arrive out of order harmless.
   */
  async listRefunds(transactionId: string): Promise<ProviderRefund[]> {
    const { stripe } = await this.sdk;
    const found: ProviderRefund[] = [];
    for await (const refund of stripe.refunds.list({ payment_intent: transactionId, limit: 100 })) {
      found.push(refundOf(refund));
    }
    return found;
  }

  /** The event of a webhook request, verified against its signature on the raw body. */
  async verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event> {
    if (!this.options.webhookSecret) throw new WebhookSignatureError("No webhook secret is configured");
    if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
    const { stripe } = await this.sdk;
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
    }
  }
}

/**
 * A checkout that offers one way to pay. The API version the SDK pins (2026-10-28) names the list
 * `allowed_payment_method_types` (it replaced `payment_method_types` at creation); the method must also be
 * enabled in the Stripe account. A bank account is linked through Stripe's Financial Connections (the
 * customer signs in to their bank), with micro-deposits when their bank cannot be linked instantly.
 */
function checkoutMethodParams(method: CheckoutMethod): Partial<Stripe.Checkout.SessionCreateParams> {
  if (method === "card") return { allowed_payment_method_types: ["card"] };
  return {
    allowed_payment_method_types: ["us_bank_account"],
    payment_method_options: {
      us_bank_account: {
        verification_method: "automatic",
        financial_connections: { permissions: ["payment_method"] },
      },
    },
  };
}

/** Our reading of a Stripe Checkout Session. */
export function sessionOf(session: Stripe.Checkout.Session): ProviderSession {
  const reference = session.client_reference_id ?? session.metadata?.bookingId ?? "";
  const intent = session.payment_intent;
  // A session offering one way to pay was paid that way (an invoice's); otherwise the card is assumed.
  const [only, ...others] = session.allowed_payment_method_types ?? session.payment_method_types ?? [];
  const method = others.length === 0 && only === "us_bank_account" ? "us_bank_account" : undefined;
  return {
    sessionId: session.id,
    bookingId: /^\d+$/.test(reference) ? Number(reference) : null,
    paid: session.payment_status === "paid",
    // Stripe completes a bank payment's session unpaid, then reports the money days later.
    processing: session.status === "complete" && session.payment_status === "unpaid",
    amountCents: session.amount_total,
    currency: session.currency,
    transactionId: typeof intent === "string" ? intent : (intent?.id ?? null),
    ...(method && { method }),
  };
}

/** Our reading of a Stripe refund. */
export function refundOf(refund: Stripe.Refund): ProviderRefund {
  const intent = refund.payment_intent;
  const status =
    refund.status === "succeeded"
      ? "succeeded"
      : refund.status === "failed" || refund.status === "canceled"
        ? "failed"
        : "pending";
  return {
    refundId: refund.id,
    transactionId: typeof intent === "string" ? intent : (intent?.id ?? ""),
    amountCents: refund.amount,
    status,
    ...(refund.metadata?.refund_key && { refundKey: refund.metadata.refund_key }),
  };
}
