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
import { checkoutCancelUrl } from "~/features/booking/checkout-cancel-link.server";
import { startCheckout } from "~/features/payments/checkout.server";
import { bookingDepositCapCents } from "~/features/settings/settings.server";
import { recordTextConsent, textableOrRefuse } from "~/features/text-consent/consent.server";
import { isPastSlot } from "~/lib/dates";
import { DomainError, FIX_FIELDS, invalid } from "~/lib/domain-error";
import { TEXT_CONSENT_SHOWN } from "~/lib/text-consent";
import { confirmBooking } from "./booking-confirmation.server";
import { PAYMENTS_UNAVAILABLE, type PaymentFlowDeps } from "./payment-flow-deps";

/** What a booking answers when the provider's checkout could not be opened (the booking is undone). */
export const BOOKING_FAILED = "Failed to process booking";

/**
 * Who sent a booking: `key` (an opaque hash of the address) for the limit on unpaid bookings per client,
 * `address` (the address the server trusts) for the record of a consent to texts.
 */
export interface BookingClient {
  key: string | null;
  address: string | null;
}

/**
 * The visit must fall in the business's hours, off its days off, and between the minimum notice and the
 * horizon (availability.server.ts), reckoned at `now`. A refusal is a DomainError, as the JSON API and the
 * booking page both answer it: a field the customer can correct is "invalid" with the form's message and the
 * field's, a slot taken meanwhile a "conflict", too many unpaid bookings "rate_limited", a deposit no
 * provider can take "unavailable", a checkout that could not be opened "bad_gateway". With `textOptIn` the
 * consent to texts is recorded with the booking (docs/texts.md), after the phone is checked to take texts.
 */
export async function bookVisit(
  deps: PaymentFlowDeps,
  request: BookingRequest,
  client: BookingClient,
  now: Date = new Date(),
): Promise<BookingResponse> {
  const { db, provider, logger } = deps;
  if (isPastSlot(request.date, request.time, now)) throw invalid(FIX_FIELDS, { time: PAST_TIME });
  // Texts asked for a number that cannot take them: said under the phone before anything is booked.
  if (request.textOptIn) textableOrRefuse(request.phone);

  let booked;
  try {
    const lines = await priceLines(db, request.services);
    if (lines.some((l) => l.depositCents > 0) && !provider)
      throw new DomainError("unavailable", PAYMENTS_UNAVAILABLE);
    // The rules are checked in the transaction that takes the slot: a day off added meanwhile is either
    // seen there or added after this booking commits (lockVisitRules).
    booked = await createBooking(db, request, lines, {
      clientKey: client.key,
      checkRules: (tx) => assertBookable(tx, request.date, request.time, now),
      // The deposit is the server's: the rule's, capped by the business's setting, never the client's.
      depositCapCents: await bookingDepositCapCents(db),
      // The box ticked: the consent is kept with the booking, whatever becomes of its checkout.
      withCustomer: async (tx, customerId) => {
        if (!request.textOptIn) return;
        await recordTextConsent(tx, {
          customerId,
          optIn: true,
          source: "booking",
          wording: TEXT_CONSENT_SHOWN,
          phone: request.phone,
          clientAddress: client.address,
          now,
        });
      },
    });
  } catch (error) {
    // The form's message over the form, the rule's under the field it is about.
    if (error instanceof NotBookableError || error instanceof BookingProblem)
      throw invalid(FIX_FIELDS, { [error.field]: error.message });
    throw error;
  }
  const appointmentId = booked.appointmentIds[0]!;
  const booking = (sessionId: string | null, url: string): BookingResponse => ({
    sessionId,
    url,
    appointmentId,
    bookingId: booked.bookingId,
  });

  // Without a provider only bookings with nothing to pay got this far.
  if (booked.depositCents === 0 || !provider) {
    // Nothing to pay: the booking is made (pending) and confirmed by mail at once.
    await confirmBooking(deps, booked.bookingId);
    return booking(null, `/thank-you?appointment_id=${appointmentId}`);
  }
  try {
    // Left unpaid, the checkout leads back to the booking page, which releases the slot and keeps the choices.
    const cancelUrl =
      deps.linkSecret && (await checkoutCancelUrl(db, deps.linkSecret, deps.siteUrl, booked.bookingId));
    // A new booking has no earlier checkout, so this one is always opened.
    const start = await startCheckout(db, provider, deps.siteUrl, booked.bookingId, cancelUrl || undefined);
    if (start.state !== "opened") throw new Error(`Booking ${booked.bookingId} was paid before its checkout`);
    return booking(start.checkout.sessionId, start.checkout.url);
  } catch (err) {
    logger.error({ err, bookingId: booked.bookingId }, "checkout could not be created; booking undone");
    await deleteBooking(db, booked.bookingId);
    throw new DomainError("bad_gateway", BOOKING_FAILED);
  }
}
