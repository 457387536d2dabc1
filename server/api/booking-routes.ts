import { Router } from "express";
import {
  BookingProblem,
  createBooking,
  deleteBooking,
  PAST_TIME,
  priceLines,
} from "../../app/features/booking/booking.server";
import { availability, SlotTakenError } from "../../app/features/booking/slots.server";
import { TooManyHoldsError } from "../../app/features/booking/unpaid-holds.server";
import { bookingSchema, type BookingResponse } from "../../app/features/booking/booking.schema";
import { startCheckout } from "../../app/features/payments/checkout.server";
import { isPastSlot } from "../../app/lib/dates";
import type { Config } from "../../app/lib/env.server";
import { isCalendarDate } from "../../app/lib/text-fields";
import type { Db } from "../../db/client.server";
import type { Logger } from "../logger";
import { clientFingerprint, RATE_LIMITS, rateLimit } from "../rate-limit";
import { badRequest, HttpError } from "./http-error";
import { parseBody } from "./parse-body";
import { PAYMENTS_UNAVAILABLE, type PaymentServices } from "./payment-services";

const FIX_FIELDS = "Please correct the highlighted fields.";
export const BOOKING_FAILED = "Failed to process booking";

/** POST /api/book and GET /api/availability (docs/booking-and-payments.md). */
export function bookingRouter({
  db,
  config,
  logger,
  payments,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  payments: PaymentServices;
}) {
  const router = Router();

  router.post("/book", rateLimit(db, "bookings", RATE_LIMITS.bookings), async (req, res) => {
    const request = parseBody(bookingSchema, req);
    if (isPastSlot(request.date, request.time)) throw badRequest(FIX_FIELDS, { errors: { time: PAST_TIME } });

    let booked;
    try {
      const lines = await priceLines(db, request.services);
      if (lines.some((l) => l.depositCents > 0) && !payments.provider) {
        throw new HttpError(503, PAYMENTS_UNAVAILABLE);
      }
      booked = await createBooking(db, request, lines, clientFingerprint(req.ip));
    } catch (error) {
      if (error instanceof TooManyHoldsError) {
        res.set("Retry-After", String(error.retryAfterSeconds));
        throw new HttpError(429, error.message);
      }
      if (error instanceof BookingProblem)
        throw badRequest(FIX_FIELDS, { errors: { [error.field]: error.message } });
      if (error instanceof SlotTakenError) throw new HttpError(409, error.message);
      throw error;
    }
    const appointmentId = booked.appointmentIds[0]!;
    const answer = (sessionId: string | null, url: string): BookingResponse => ({
      sessionId,
      url,
      appointmentId,
      bookingId: booked.bookingId,
    });

    // Without a provider only bookings with nothing to pay got this far (503 above).
    if (booked.depositCents === 0 || !payments.provider) {
      // Nothing to pay: the booking is made (pending) and confirmed by mail at once.
      payments.confirmBooking(booked.bookingId);
      res.status(201).json(answer(null, `/thank-you?appointment_id=${appointmentId}`));
      return;
    }
    try {
      // A new booking has no earlier checkout, so this one is always opened.
      const start = await startCheckout(db, payments.provider, config.SITE_URL, booked.bookingId);
      if (start.state !== "opened")
        throw new Error(`Booking ${booked.bookingId} was paid before its checkout`);
      res.status(201).json(answer(start.checkout.sessionId, start.checkout.url));
    } catch (err) {
      logger.error({ err, bookingId: booked.bookingId }, "checkout could not be created; booking undone");
      await deleteBooking(db, booked.bookingId);
      throw new HttpError(502, BOOKING_FAILED);
    }
  });

  router.get("/availability", async (req, res) => {
    const date = typeof req.query.date === "string" ? req.query.date : "";
    if (!isCalendarDate(date)) {
      throw badRequest("Please select a date", { errors: { date: "Please select a date" } });
    }
    res.json(await availability(db, date));
  });

  return router;
}
