/**
 * The booking calendar's questions the reschedule dialog asks: which days visits may be booked on, and a
 * day's free times. The booking feature serves and calls them (GET /api/availability); features do not
 * import each other, so the page hands its calls in through this context (app/routes/account).
 */
import { createContext, useContext } from "react";
import type { Availability, BookingWindow } from "~/lib/visit-slots";

export interface VisitCalendarCalls {
  /** The dates the calendar offers, and which of them have a free slot. */
  window: () => Promise<BookingWindow>;
  /** The day's slots, taken or closed ones not available. */
  day: (date: string) => Promise<Availability>;
}

export const VisitCalendarCallsContext = createContext<VisitCalendarCalls | null>(null);

export function useVisitCalendarCalls(): VisitCalendarCalls {
  const calls = useContext(VisitCalendarCallsContext);
  if (!calls) throw new Error("The reschedule dialog needs its page's VisitCalendarCallsContext");
  return calls;
}
