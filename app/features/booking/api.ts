import { apiRequest } from "~/lib/api-client";
import type { BookingInput, BookingResponse } from "./booking.schema";
import type { availability } from "./slots.server";

/**
 * What the booking pages ask the server outside the booking form itself. The answers' types are those of
 * the server functions that produce them, so the two cannot drift apart.
 */

/** GET /api/availability?date=yyyy-MM-dd: every slot of the day, taken (or past) ones not available. */
export type DayAvailability = Awaited<ReturnType<typeof availability>>;
/** POST /api/payments: whether the provider says the checkout was paid (and kept, or refunded). */
export interface PaymentReport {
  status: "pending" | "succeeded" | "refunded";
}

export const fetchAvailability = (date: string) =>
  apiRequest<DayAvailability>("GET", `/api/availability?date=${encodeURIComponent(date)}`);

/**
 * Back from the checkout, the page reports the session (docs/booking-and-payments.md). The amount sent is
 * 0: the server asks the provider and keeps the provider's amount.
 */
export const reportPayment = (appointmentId: number, sessionId: string) =>
  apiRequest<PaymentReport>("POST", "/api/payments", { appointmentId, amount: 0, transactionId: sessionId });

/** POST /api/book: the visit is booked; the browser goes on to `url` (the checkout, or the thank-you page). */
export const book = (input: BookingInput) => apiRequest<BookingResponse>("POST", "/api/book", input);
