import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { CHECKOUT_MINUTES } from "~/lib/checkout-window";
import { fromCents, lineDepositShares, toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import { appointments, bookings, payments } from "~db/schema";
import {
  SESSION_PLACEHOLDER,
  type CheckoutMethod,
  type CreatedCheckout,
  type PaymentProvider,
  type ProviderSession,
} from "./payment-provider";

export type CheckoutStart =
  | { state: "opened"; checkout: CreatedCheckout }
  /** An earlier checkout of the booking turned out paid: no new one is opened, the caller records it. */
  | { state: "paid-meanwhile"; session: ProviderSession };

/**
 * A booking's lines (its appointments, each with its booking's columns), in the order they were booked: what
 * its checkout charges, and what the booking form is drawn again with when that checkout is left unpaid.
 */
export function bookingLinesOf(db: Db, bookingId: number) {
  return db
    .select({
      id: appointments.id,
      status: appointments.status,
      serviceId: appointments.serviceId,
      serviceName: appointments.serviceName,
      quantity: appointments.quantity,
      estimatedCost: appointments.estimatedCost,
      name: appointments.name,
      email: appointments.email,
      phone: appointments.phone,
      details: appointments.details,
      date: bookings.date,
      time: bookings.time,
      address: bookings.address,
      deposit: bookings.depositAmount,
      bookedAt: bookings.createdAt,
    })
    .from(appointments)
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .where(eq(appointments.bookingId, bookingId))
    .orderBy(asc(appointments.id));
}

/**
 * Opens a checkout for a booking's deposit, priced from what the server stored (never from a request),
 * and records it as a pending payment with the amount the server expects. One payable checkout per
 * booking: earlier ones are closed first, and a new one is opened only once each is known to be unpaid.
 * Run it in a transaction: the earlier payment rows stay locked until the new one is recorded, so that a
 * provider's report about them (expired, paid) is handled after this and sees the new checkout.
 * `cancelUrl` is where the checkout's way back leads (by default the booking's payment page).
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  siteUrl: string,
  bookingId: number,
  cancelUrl?: string,
): Promise<CheckoutStart> {
  const paidMeanwhile = await closeOpenCheckouts(db, provider, eq(payments.bookingId, bookingId));
  if (paidMeanwhile) return { state: "paid-meanwhile", session: paidMeanwhile };

  const booked = await bookingLinesOf(db, bookingId);
  // Each line's part of what the booking asked (its deposit, capped when it was booked), for the lines
  // still awaiting payment.
  const shares = lineDepositShares(
    booked.map((line) => ({ serviceName: line.serviceName, lineCents: toCents(line.estimatedCost) })),
    toCents(booked[0]?.deposit ?? "0"),
  );
  const lines = booked
    .map((line, index) => ({ ...line, depositCents: shares[index] }))
    .filter((line) => line.status === "payment_pending");
  const first = lines[0];
  if (!first) throw new Error(`Booking ${bookingId} has nothing awaiting payment`);
  const checkoutLines = lines
    .map((line) => ({
      name: `${line.serviceName} × ${line.quantity} (deposit)`,
      amountCents: line.depositCents,
    }))
    .filter((line) => line.amountCents > 0);
  const amountCents = checkoutLines.reduce((sum, line) => sum + line.amountCents, 0);
  const [{ attempts }] = await db
    .select({ attempts: count() })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  const session = await provider.createCheckout({
    bookingId,
    appointmentId: first.id,
    email: first.email,
    lines: checkoutLines,
    currency: "usd",
    successUrl: `${siteUrl}/thank-you?appointment_id=${first.id}&session_id=${SESSION_PLACEHOLDER}`,
    cancelUrl: cancelUrl ?? `${siteUrl}/payment/${first.id}`,
    expiresAt: new Date(Date.now() + CHECKOUT_MINUTES * 60_000),
    // The booking's creation time keeps keys unique even where ids restart (a fresh database).
    idempotencyKey: `booking-${bookingId}-${first.bookedAt.getTime()}-checkout-${attempts + 1}`,
  });
  await db
    .insert(payments)
    .values({
      bookingId,
      provider: provider.name,
      providerSessionId: session.sessionId,
      amount: fromCents(amountCents),
      currency: "usd",
      status: "pending",
    })
    .onConflictDoNothing();
  return { state: "opened", checkout: session };
}

/**
 * Closes the pending checkouts of a booking or an estimate (`owner`), locked until commit. Answers the
 * session of one found paid meanwhile (then nothing new may be opened); throws SessionStillOpenError when the
 * provider cannot tell.
 */
async function closeOpenCheckouts(db: Db, provider: PaymentProvider, owner: SQL) {
  const earlier = await db
    .select({ id: payments.id, sessionId: payments.providerSessionId })
    .from(payments)
    .where(and(owner, eq(payments.provider, provider.name), eq(payments.status, "pending")))
    .for("update");
  for (const { id, sessionId } of earlier) {
    const closed = await provider.closeSession(sessionId);
    if (closed.state === "paid") return closed.session;
    await db.update(payments).set({ status: "expired" }).where(eq(payments.id, id));
  }
  return undefined;
}

/** What a checkout without a booking pays: an estimate's deposit, or an invoice's balance. */
export type CheckoutOwner = { estimateId: number; approvalId: number } | { invoiceId: number };

export interface OwnedCheckoutRequest {
  owner: CheckoutOwner;
  email: string;
  /** What the checkout shows, e.g. "Deposit for estimate #12: Kitchen remodel", "Invoice INV-2026-0004". */
  description: string;
  amountCents: number;
  /** Where the checkout returns, paid or not (the provider puts the session's id in `{CHECKOUT_SESSION_ID}`). */
  returnUrl: string;
  /** Where its way back leads, unpaid. */
  cancelUrl: string;
  /** The one way it offers (an invoice's: card or bank account), kept on the payment. */
  method?: CheckoutMethod;
}

/**
 * Opens a checkout for an estimate's deposit or an invoice, as startCheckout does for a booking: earlier
 * checkouts of the same owner are closed first, and the pending payment records the amount the server
 * expects. Answers the new payment's id with the checkout.
 */
export async function startOwnedCheckout(
  db: Db,
  provider: PaymentProvider,
  request: OwnedCheckoutRequest,
): Promise<
  | { state: "opened"; checkout: CreatedCheckout; paymentId: number }
  | Extract<CheckoutStart, { state: "paid-meanwhile" }>
> {
  const { owner } = request;
  const ownerColumn =
    "invoiceId" in owner
      ? eq(payments.invoiceId, owner.invoiceId)
      : eq(payments.estimateId, owner.estimateId);
  const paidMeanwhile = await closeOpenCheckouts(db, provider, ownerColumn);
  if (paidMeanwhile) return { state: "paid-meanwhile", session: paidMeanwhile };
  // Each signature opens its own checkout; an invoice's checkouts are counted, as a booking's are.
  const key =
    "invoiceId" in owner
      ? `invoice-${owner.invoiceId}-checkout-${(await db.$count(payments, ownerColumn)) + 1}-${request.method ?? "any"}`
      : `estimate-approval-${owner.approvalId}-checkout`;
  const session = await provider.createCheckout({
    bookingId: null,
    appointmentId: null,
    ...("invoiceId" in owner ? { invoiceId: owner.invoiceId } : { estimateId: owner.estimateId }),
    ...(request.method && { method: request.method }),
    email: request.email,
    lines: [{ name: request.description, amountCents: request.amountCents }],
    currency: "usd",
    successUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
    expiresAt: new Date(Date.now() + CHECKOUT_MINUTES * 60_000),
    idempotencyKey: key,
  });
  const [payment] = await db
    .insert(payments)
    .values({
      ...("invoiceId" in owner ? { invoiceId: owner.invoiceId } : { estimateId: owner.estimateId }),
      provider: provider.name,
      providerSessionId: session.sessionId,
      amount: fromCents(request.amountCents),
      currency: "usd",
      status: "pending",
      method: request.method ?? null,
    })
    .returning({ id: payments.id });
  return { state: "opened", checkout: session, paymentId: payment.id };
}
