/**
 * A visit's iCalendar invitation (the confirmation mail's attachment, and "Add to calendar" in My
 * Projects), in business time, written by the site's one iCalendar writer (app/lib/icalendar.server.ts).
 */
import { type CalendarEntry, writeCalendar } from "~/lib/icalendar.server";

/** An invitation's event: a visit always has its place, and its creation is the event's stamp. */
export type CalendarVisit = Omit<CalendarEntry, "stamp" | "location"> & {
  location: string;
  organizerName: string;
  createdAt: Date;
  /** CANCEL for the file that takes a called-off visit out of the customer's calendar. */
  method?: "PUBLISH" | "CANCEL";
};

export function calendarEvent({ organizerName, createdAt, method, ...visit }: CalendarVisit): string {
  return writeCalendar([{ ...visit, stamp: createdAt }], { organizerName, method });
}
