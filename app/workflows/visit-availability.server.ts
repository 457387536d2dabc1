/**
 * What the booking page may offer (GET /api/availability): the business's rules of when it takes visits
 * (availability feature) applied to the slots bookings already hold (booking feature).
 */
import { loadVisitRules } from "~/features/availability/availability.server";
import {
  dateProblem,
  firstBookableDate,
  lastBookableDate,
  slotsOf,
} from "~/features/availability/visit-rules";
import type { Availability, BookingWindow } from "~/features/booking/booking.schema";
import { availability, freeDays } from "~/features/booking/slots.server";
import type { Db } from "~db/client.server";

/** One day's slots: the day's opening hours, none available when the day cannot be booked. */
export async function dayAvailability(db: Db, date: string, now: Date = new Date()): Promise<Availability> {
  const rules = await loadVisitRules(db, now);
  return availability(db, date, { hours: slotsOf(rules, date), refusal: dateProblem(rules, date, now) }, now);
}

/** The calendar's window: from the minimum notice through the horizon, each day free or not. */
export async function bookingWindow(db: Db, now: Date = new Date()): Promise<BookingWindow> {
  const rules = await loadVisitRules(db, now);
  const firstDate = firstBookableDate(rules, now);
  const lastDate = lastBookableDate(rules, now);
  const hoursOf = (date: string) => (dateProblem(rules, date, now) ? [] : slotsOf(rules, date));
  return { firstDate, lastDate, days: await freeDays(db, firstDate, lastDate, hoursOf, now) };
}
