import { Router } from "express";
import { bookingSchema } from "~/features/booking/booking.schema";
import { DomainError, FIX_FIELDS, invalid } from "~/lib/domain-error";
import { paramText } from "~/lib/list-query";
import { isCalendarDate } from "~/lib/text-fields";
import { bookVisit } from "~/workflows/book-visit.server";
import { PAYMENTS_UNAVAILABLE } from "~/workflows/payment-flow-deps";
import { bookingWindow, dayAvailability } from "~/workflows/visit-availability.server";
import type { Db } from "~db/client.server";
import { clientFingerprint, RATE_LIMITS, rateLimit } from "~server/rate-limit";
import { bodyOf, queryOf } from "./input";
import type { PaymentServices } from "./payment-services";

export const BOOKING_FAILED = "Failed to process booking";

/** POST /api/book and GET /api/availability (docs/booking-and-payments.md). */
export function bookingRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();

  router.post("/book", rateLimit(db, "bookings", RATE_LIMITS.bookings), async (req, res) => {
    const request = bodyOf(bookingSchema, req);
    const result = await bookVisit(payments.flows, request, clientFingerprint(req.ip));
    switch (result.outcome) {
      case "booked":
        res.status(201).json(result.booking);
        return;
      case "invalid":
        throw invalid(FIX_FIELDS, { [result.field]: result.message });
      case "slot-taken":
        throw new DomainError("conflict", result.message);
      case "too-many-holds":
        throw new DomainError("rate_limited", result.message, {
          retryAfterSeconds: result.retryAfterSeconds,
        });
      case "payments-unavailable":
        throw new DomainError("unavailable", PAYMENTS_UNAVAILABLE);
      case "checkout-failed":
        throw new DomainError("bad_gateway", BOOKING_FAILED);
    }
  });

  // With a date: that day's slots. Without: the dates the calendar offers and which of them are full.
  router.get("/availability", async (req, res) => {
    const query = queryOf(req);
    if (!query.has("date")) {
      res.json(await bookingWindow(db));
      return;
    }
    const date = paramText(query, "date");
    if (!isCalendarDate(date)) {
      throw invalid("Please select a date", { date: "Please select a date" });
    }
    res.json(await dayAvailability(db, date));
  });

  return router;
}
