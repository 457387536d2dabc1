/**
 * Booking a visit (POST /api/book, docs/booking-and-payments.md): priced from the database, the slot
 * claimed, then either confirmed at once (nothing to pay) or sent to the provider's checkout. A checkout
 * that cannot be opened undoes the booking.
 */
import { assertBookable, NotBookableError } from "~/features/availability/availability.server";
import type { BookingRequest, BookingResponse } from "~/features/booking/booking.schema";
import {
  BookingProblem,
  createBooking,
  deleteBooking,
  PAST_TIME,
  priceLines,
} from "~/features/booking/booking.server";
import { SlotTakenError } from "~/features/booking/slots.server";
import { TooManyHoldsError } from "~/features/booking/unpaid-holds.server";
import { startCheckout } from "~/features/payments/checkout.server";
import { isPastSlot } from "~/lib/dates";
import { confirmBooking } from "./booking-confirmation.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

export type BookVisitResult =
  | { outcome: "booked"; booking: BookingResponse }
  /** A field the customer can correct. */
  | { outcome: "invalid"; field: "services" | "date" | "time"; message: string }
  | { outcome: "slot-taken"; message: string }
  | { outcome: "too-many-holds"; message: string; retryAfterSeconds: number }
  /** A deposit is due and no provider can take it. */
  | { outcome: "payments-unavailable" }
  /** The provider's checkout could not be opened: the booking was undone. */
  | { outcome: "checkout-failed" };

/**
 * `clientKey` names who sent the booking (an opaque hash), for the limit on unpaid bookings per client.
 * The visit must fall in the business's hours, off its days off, and between the minimum notice and the
 * horizon (availability.server.ts), reckoned at `now`.
 */
export async function bookVisit(
  deps: PaymentFlowDeps,
  request: BookingRequest,
  clientKey: string | null,
  now: Date = new Date(),
): Promise<BookVisitResult> {
  const { db, provider, logger } = deps;
  if (isPastSlot(request.date, request.time, now))
    return { outcome: "invalid", field: "time", message: PAST_TIME };

  let booked;
  try {
    const lines = await priceLines(db, request.services);
    if (lines.some((l) => l.depositCents > 0) && !provider) return { outcome: "payments-unavailable" };
    // The rules are checked in the transaction that takes the slot: a day off added meanwhile is either
    // seen there or added after this booking commits (lockVisitRules).
    booked = await createBooking(db, request, lines, {
      clientKey,
      checkRules: (tx) => assertBookable(tx, request.date, request.time, now),
    });
  } catch (error) {
    if (error instanceof NotBookableError)
      return { outcome: "invalid", field: error.field, message: error.message };
    if (error instanceof TooManyHoldsError) {
      return {
        outcome: "too-many-holds",
        message: error.message,
        retryAfterSeconds: error.retryAfterSeconds,
      };
    }
    if (error instanceof BookingProblem)
      return { outcome: "invalid", field: error.field, message: error.message };
    if (error instanceof SlotTakenError) return { outcome: "slot-taken", message: error.message };
    throw error;
  }
  const appointmentId = booked.appointmentIds[0]!;
  const booking = (sessionId: string | null, url: string): BookVisitResult => ({
    outcome: "booked",
    booking: { sessionId, url, appointmentId, bookingId: booked.bookingId },
  });

  // Without a provider only bookings with nothing to pay got this far.
  if (booked.depositCents === 0 || !provider) {
    // Nothing to pay: the booking is made (pending) and confirmed by mail at once.
    await confirmBooking(deps, booked.bookingId);
    return booking(null, `/thank-you?appointment_id=${appointmentId}`);
  }
  try {
    // A new booking has no earlier checkout, so this one is always opened.
    const start = await startCheckout(db, provider, deps.siteUrl, booked.bookingId);
    if (start.state !== "opened") throw new Error(`Booking ${booked.bookingId} was paid before its checkout`);
    return booking(start.checkout.sessionId, start.checkout.url);
  } catch (err) {
    logger.error({ err, bookingId: booked.bookingId }, "checkout could not be created; booking undone");
    await deleteBooking(db, booked.bookingId);
    return { outcome: "checkout-failed" };
  }
}
