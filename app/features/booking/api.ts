import { apiRequest } from "~/lib/api-client";
import type { Availability, BookingInput, BookingResponse, BookingWindow } from "./booking.schema";

/**
 * What the booking pages ask the server outside the booking form itself. The answers' types are those of
 * the server functions that produce them, so the two cannot drift apart.
 */

/** GET /api/availability?date=yyyy-MM-dd: the day's slots, taken (or past) ones not available. */
export type DayAvailability = Availability;
/** POST /api/payments: whether the provider says the checkout was paid (and kept, or refunded). */
export interface PaymentReport {
  status: "pending" | "succeeded" | "refunded";
}

export const fetchAvailability = (date: string) =>
  apiRequest<DayAvailability>("GET", `/api/availability?date=${encodeURIComponent(date)}`);

/** GET /api/availability: the dates the calendar offers, each with or without a free slot. */
export const fetchBookingWindow = () => apiRequest<BookingWindow>("GET", "/api/availability");

/**
 * Back from the checkout, the page reports the session (docs/booking-and-payments.md). The amount sent is
 * 0: the server asks the provider and keeps the provider's amount.
 */
export const reportPayment = (appointmentId: number, sessionId: string) =>
  apiRequest<PaymentReport>("POST", "/api/payments", { appointmentId, amount: 0, transactionId: sessionId });

/** POST /api/book: the visit is booked; the browser goes on to `url` (the checkout, or the thank-you page). */
export const book = (input: BookingInput) => apiRequest<BookingResponse>("POST", "/api/book", input);
