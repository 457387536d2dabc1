import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { appointments, bookings, payments } from "../../../db/schema";
import { fromCents, lineDepositCents, toCents } from "~/lib/deposit";
import {
  CHECKOUT_MINUTES,
  SESSION_PLACEHOLDER,
  type CreatedCheckout,
  type PaymentProvider,
} from "./payment-provider";

/**
 * Opens a checkout for a booking's deposit, priced from what the server stored (never from a request),
 * and records it as a pending payment with the amount the server expects.
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  siteUrl: string,
  bookingId: number,
): Promise<CreatedCheckout> {
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
  const earlier = await db
    .select({ sessionId: payments.providerSessionId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.provider, provider.name),
        eq(payments.status, "pending"),
      ),
    );

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
  // One payable checkout per booking, so that one deposit is never taken twice. Closed only now that the
  // new one is recorded: the provider's "expired" report must find the booking still awaiting a payment.
  for (const { sessionId } of earlier) {
    if (sessionId === session.sessionId) continue;
    await provider.expireSession(sessionId);
    await db
      .update(payments)
      .set({ status: "expired" })
      .where(
        and(
          eq(payments.provider, provider.name),
          eq(payments.providerSessionId, sessionId),
          eq(payments.status, "pending"),
        ),
      );
  }
  return session;
}
