import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { appointments, bookings, payments } from "../../../db/schema";
import { fromCents, lineDepositCents, toCents } from "~/lib/deposit";
import { CHECKOUT_MINUTES } from "~/lib/checkout-window";
import {
  SESSION_PLACEHOLDER,
  type CreatedCheckout,
  type PaymentProvider,
  type ProviderSession,
} from "./payment-provider";

export type CheckoutStart =
  | { state: "opened"; checkout: CreatedCheckout }
  /** An earlier checkout of the booking turned out paid: no new one is opened, the caller records it. */
  | { state: "paid-meanwhile"; session: ProviderSession };

/**
 * Opens a checkout for a booking's deposit, priced from what the server stored (never from a request),
 * and records it as a pending payment with the amount the server expects. One payable checkout per
 * booking: earlier ones are closed first, and a new one is opened only once each is known to be unpaid.
 * Run it in a transaction: the earlier payment rows stay locked until the new one is recorded, so that a
 * provider's report about them (expired, paid) is handled after this and sees the new checkout.
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  siteUrl: string,
  bookingId: number,
): Promise<CheckoutStart> {
  const earlier = await db
    .select({ id: payments.id, sessionId: payments.providerSessionId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.provider, provider.name),
        eq(payments.status, "pending"),
      ),
    )
    .for("update");
  for (const { id, sessionId } of earlier) {
    // Throws SessionStillOpenError when the provider cannot tell: then nothing new is opened.
    const closed = await provider.closeSession(sessionId);
    if (closed.state === "paid") return { state: "paid-meanwhile", session: closed.session };
    await db.update(payments).set({ status: "expired" }).where(eq(payments.id, id));
  }

  const lines = await db
    .select({
      id: appointments.id,
      email: appointments.email,
      serviceName: appointments.serviceName,
      quantity: appointments.quantity,
      estimatedCost: appointments.estimatedCost,
      bookedAt: bookings.createdAt,
    })
    .from(appointments)
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .where(and(eq(appointments.bookingId, bookingId), eq(appointments.status, "payment_pending")))
    .orderBy(asc(appointments.id));
  const first = lines[0];
  if (!first) throw new Error(`Booking ${bookingId} has nothing awaiting payment`);
  const checkoutLines = lines
    .map((line) => ({
      name: `${line.serviceName} × ${line.quantity} (deposit)`,
      amountCents: lineDepositCents(line.serviceName, toCents(line.estimatedCost)),
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
    cancelUrl: `${siteUrl}/payment/${first.id}`,
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
