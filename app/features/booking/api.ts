/** What the booking pages ask the server outside the booking form itself (endpoints.ts). Client-safe. */
import { clientOf } from "~/lib/api-client";
import type { Availability, BookingWindow } from "~/lib/visit-slots";
import type { BookingInput } from "./booking.schema";
import { bookingEndpoints } from "./endpoints";

const bookingCalls = clientOf(bookingEndpoints);

/** GET /api/availability?date=yyyy-MM-dd: the day's slots, taken (or past) ones not available. */
export type DayAvailability = Availability;

/** GET /api/availability answers a day when asked about a date, else the calendar's window. */
const isWindow = (answer: BookingWindow | Availability): answer is BookingWindow => "days" in answer;

export async function fetchAvailability(date: string): Promise<DayAvailability> {
  const answer = await bookingCalls.availability({ query: { date } });
  if (isWindow(answer)) throw new Error("GET /api/availability answered the window when asked for a day");
  return answer;
}

/** GET /api/availability: the dates the calendar offers, each with or without a free slot. */
export async function fetchBookingWindow(): Promise<BookingWindow> {
  const answer = await bookingCalls.availability();
  if (!isWindow(answer)) throw new Error("GET /api/availability answered a day when asked for the window");
  return answer;
}

/**
 * The booking calendar's calls, as the reschedule dialog of My Projects asks them (its page hands them to
 * the appointments feature).
 */
export const visitCalendarCalls = { window: fetchBookingWindow, day: fetchAvailability };

/** POST /api/book: the visit is booked; the browser goes on to `url` (the checkout, or the thank-you page). */
export const book = (input: BookingInput) => bookingCalls.book({ body: input });
