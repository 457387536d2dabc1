/**
 * The card provider behind one interface: Stripe's hosted checkout, or the site's own test checkout that
 * stands in for it. Amounts are integer cents; a session belongs to one booking (one visit).
 */
import { DomainError } from "~/lib/domain-error";
import type { PaymentMethod, RefundReason } from "~/lib/vocabulary";

/** `offline`: money the owner received outside the site (a check, cash), recorded by the same path. */
export type ProviderName = "stripe" | "test" | "offline";

export interface CheckoutLine {
  /** What the line pays for, as the checkout shows it. */
  name: string;
  amountCents: number;
}

/** The ways an invoice's checkout takes money: a card, or a US bank account (ACH, settled days later). */
export const CHECKOUT_METHODS = ["card", "us_bank_account"] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

export interface CheckoutRequest {
  /** The booking paid for; null for an estimate's deposit. */
  bookingId: number | null;
  /** The booking's first appointment: the thank-you and payment pages are addressed by it. */
  appointmentId: number | null;
  /** The estimate whose deposit is paid, for a deposit. */
  estimateId?: number;
  /** The invoice paid, for an invoice. */
  invoiceId?: number;
  /** The one way the checkout offers; unset: whatever the provider's account offers (a booking's, a deposit's). */
  method?: CheckoutMethod;
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
  /** Completed by the customer, the money not arrived yet: a bank payment the bank is still processing. */
  processing: boolean;
  /** How it is paid, when the provider says. */
  method?: PaymentMethod;
}

/** A payment as fulfilment records it. */
export interface PaidSession {
  provider: ProviderName;
  sessionId: string;
  /** As the provider reports them: what was actually paid. */
  amountCents: number;
  currency: string;
  transactionId: string | null;
  /** How it was paid, when not by card. */
  method?: PaymentMethod;
  /** When the money arrived, when not now (a check received on an earlier day). */
  paidAt?: Date;
}

/** The payment of a session the provider says is paid; undefined while it is not (yet) money. */
export function paidSessionOf(provider: ProviderName, session: ProviderSession): PaidSession | undefined {
  if (!session.paid || session.amountCents === null || !session.currency) return undefined;
  return {
    provider,
    sessionId: session.sessionId,
    amountCents: session.amountCents,
    currency: session.currency,
    transactionId: session.transactionId,
    ...(session.method && { method: session.method }),
  };
}

/** What became of a session asked to close: it can no longer be paid, or it was paid before it closed. */
export type ClosedSession = { state: "closed" } | { state: "paid"; session: ProviderSession };

/** The provider could not say that a session is closed or paid: it may still take money, look again later. */
export class SessionStillOpenError extends DomainError {
  constructor(message = "The checkout is still open at the provider.") {
    super("conflict", message);
  }
}

export interface RefundRequest {
  /** The payment's id at the provider (ProviderSession.transactionId). */
  transactionId: string;
  /** What goes back: all of the payment or a part of it. */
  amountCents: number;
  reason: RefundReason;
  /**
   * The same key refunds once, however often the refund is asked for. It is also the `refunds` row's key,
   * sent along in the refund's metadata so that the provider's report of it finds the row.
   */
  idempotencyKey: string;
}

/** A refund as the provider reports it (Stripe's webhook, or its list of a payment's refunds). */
export interface ProviderRefund {
  refundId: string;
  /** The payment it gives back of (Stripe: the payment intent). */
  transactionId: string;
  amountCents: number;
  status: "pending" | "succeeded" | "failed";
  /** Our `refunds` row's key, when we asked for it (metadata.refund_key); absent when made elsewhere. */
  refundKey?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** The session, or undefined when the provider knows no such session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | undefined>;
  /**
   * Closes a session so that it can no longer be paid (a newer one replaces it), and says whether it was
   * paid first. Throws SessionStillOpenError when it may still be paid.
   */
  closeSession(sessionId: string): Promise<ClosedSession>;
  /** Gives a payment back, in full or in part; answers the refund's id at the provider. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

export const SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";
