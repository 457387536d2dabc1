/**
 * The hourly grid visits start on, 9:00 AM through 5:00 PM in business time (docs/booking-and-payments.md).
 * The weekly opening hours pick each day's slots from it. Client-safe.
 */
import { z } from "zod";

export const TIME_SLOTS = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];

/**
 * GET /api/availability without a date: the dates that can be booked, and which of them have a free slot.
 * Shared by the booking page and the reschedule dialog, whose calendar reads it.
 */
export const bookingWindowSchema = z.object({
  firstDate: z.string(),
  lastDate: z.string(),
  days: z.array(z.object({ date: z.string(), available: z.boolean() })),
});

/**
 * GET /api/availability?date=yyyy-MM-dd: the slots of the day's opening hours (none when closed), taken or
 * past ones not available; `reason` says why none can be booked on a day the business works (too soon...).
 */
export const dayAvailabilitySchema = z.object({
  date: z.string(),
  slots: z.array(z.object({ time: z.string(), available: z.boolean() })),
  reason: z.string().optional(),
});

export type BookingWindow = z.infer<typeof bookingWindowSchema>;
export type Availability = z.infer<typeof dayAvailabilitySchema>;
