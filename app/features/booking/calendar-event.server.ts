/**
 * A visit's iCalendar invitation (the confirmation mail's attachment, and "Add to calendar" in My
 * Projects), in business time, written by the site's one iCalendar writer (app/lib/icalendar.server.ts).
 */
import { writeCalendar } from "~/lib/icalendar.server";

export interface CalendarVisit {
  uid: string;
  /** yyyy-MM-dd and HH:MM, business time. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  organizerName: string;
  createdAt: Date;
  /** Every visit of the booking was called off: calendars that have it show it cancelled. */
  cancelled?: boolean;
}

export function calendarEvent({ organizerName, createdAt, ...visit }: CalendarVisit): string {
  return writeCalendar([{ ...visit, stamp: createdAt }], { organizerName });
}
