/**
 * The card provider behind one interface: Stripe's hosted checkout, or the site's own test checkout that
 * stands in for it. Amounts are integer cents; a session belongs to one booking (one visit).
 */
export type ProviderName = "stripe" | "test";

export interface CheckoutLine {
  /** What the line pays for, as the checkout shows it. */
  name: string;
  amountCents: number;
}

export interface CheckoutRequest {
  bookingId: number;
  /** The booking's first appointment: the thank-you and payment pages are addressed by it. */
  appointmentId: number;
  email: string;
  lines: CheckoutLine[];
  currency: "usd";
  /** May hold `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key returns the same session: a retried request never opens a second checkout. */
  idempotencyKey: string;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
}

/** A session as the provider reports it; only the provider's word counts as paid. */
export interface ProviderSession {
  sessionId: string;
  bookingId: number | null;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  /** The payment's id at the provider (Stripe: the payment intent). */
  transactionId: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** The session, or undefined when the provider knows no such session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | undefined>;
  /** Closes an open session so that it can no longer be paid (a newer one replaces it). */
  expireSession(sessionId: string): Promise<void>;
}

/** Checkout sessions can be paid for this long; an unpaid booking holds its slot as long. */
export const CHECKOUT_MINUTES = 30;

export const SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";
