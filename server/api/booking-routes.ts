import { Router } from "express";
import { bookingEndpoints as endpoints } from "~/features/booking/endpoints";
import { invalid } from "~/lib/domain-error";
import { paramText } from "~/lib/list-query";
import { isCalendarDate } from "~/lib/text-fields";
import { bookVisit } from "~/workflows/book-visit.server";
import { bookingWindow, dayAvailability } from "~/workflows/visit-availability.server";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { clientFingerprint, RATE_LIMITS, rateLimit } from "~server/rate-limit";
import type { PaymentServices } from "./payment-services";

/** POST /api/book and GET /api/availability (docs/booking-and-payments.md). */
export function bookingRouter({ db, payments }: { db: Db; payments: PaymentServices }) {
  const router = Router();
  const base = "/api";

  serve(
    router,
    base,
    endpoints.book,
    ({ req, body }) =>
      bookVisit(payments.flows, body, { key: clientFingerprint(req.ip), address: req.ip ?? null }),
    { guards: [rateLimit(db, "bookings", RATE_LIMITS.bookings)] },
  );

  // With a date: that day's slots. Without: the dates the calendar offers and which of them are full.
  serve(router, base, endpoints.availability, async ({ query }) => {
    if (!query.has("date")) return bookingWindow(db);
    const date = paramText(query, "date");
    if (!isCalendarDate(date)) {
      throw invalid("Please select a date", { date: "Please select a date" });
    }
    return dayAvailability(db, date);
  });

  return router;
}
