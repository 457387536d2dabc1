import { Router } from "express";
import { bookingSchema } from "../../app/features/booking/booking.schema";
import { availability } from "../../app/features/booking/slots.server";
import { isCalendarDate } from "../../app/lib/text-fields";
import { bookVisit } from "../../app/workflows/book-visit.server";
import { PAYMENTS_UNAVAILABLE } from "../../app/workflows/payment-flow-deps";
import type { Db } from "../../db/client.server";
import { clientFingerprint, RATE_LIMITS, rateLimit } from "../rate-limit";
import { badRequest, HttpError } from "./http-error";
import { parseBody } from "./parse-body";
import type { PaymentServices } from "./payment-services";

const FIX_FIELDS = "Please correct the highlighted fields.";
export const BOOKING_FAILED = "Failed to process booking";

/** POST /api/book and GET /api/availability (docs/booking-and-payments.md). */
export function bookingRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();

  router.post("/book", rateLimit(db, "bookings", RATE_LIMITS.bookings), async (req, res) => {
    const request = parseBody(bookingSchema, req);
    const result = await bookVisit(payments.flows, request, clientFingerprint(req.ip));
    switch (result.outcome) {
      case "booked":
        res.status(201).json(result.booking);
        return;
      case "invalid":
        throw badRequest(FIX_FIELDS, { errors: { [result.field]: result.message } });
      case "slot-taken":
        throw new HttpError(409, result.message);
      case "too-many-holds":
        res.set("Retry-After", String(result.retryAfterSeconds));
        throw new HttpError(429, result.message);
      case "payments-unavailable":
        throw new HttpError(503, PAYMENTS_UNAVAILABLE);
      case "checkout-failed":
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
