/**
 * The one way the site writes iCalendar (RFC 5545) files: a visit's invitation and the owner's calendar
 * feed. Visits are written in business time (TZID=America/Chicago) with the zone's VTIMEZONE in the file,
 * so every calendar places them at the right hour on either side of a daylight-saving change.
 */
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { BUSINESS_TIME_ZONE } from "./dates";

/** A visit is planned as two hours in calendars; the business confirms the real length by phone. */
export const VISIT_CALENDAR_MINUTES = 120;

export interface CalendarEntry {
  /** Stable across versions of the file, so that a calendar updates the event instead of adding one. */
  uid: string;
  /** yyyy-MM-dd and HH:MM, business time. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string;
  /** When this version of the event was made (DTSTAMP, in UTC). */
  stamp: Date;
  /** Grows with each change of the event. */
  sequence?: number;
  cancelled?: boolean;
}

export interface CalendarOptions {
  /** PRODID's company part: who made the file. */
  organizerName: string;
  /** The calendar's name, as a subscribed calendar shows it. */
  name?: string;
  /** CANCEL: the file takes its events out of the calendars that have them (a visit called off). */
  method?: "PUBLISH" | "CANCEL";
}

/** A business-time wall clock as a date that ical-generator writes in that zone (TZDate keeps its zone). */
function businessDate(date: string, minutes: number) {
  const [year, month, day] = date.split("-").map(Number);
  return new TZDate(year!, month! - 1, day!, Math.floor(minutes / 60), minutes % 60, BUSINESS_TIME_ZONE);
}

/** The text of an .ics file with these events (CRLF lines, folded at 75 octets). */
export function writeCalendar(
  entries: readonly CalendarEntry[],
  { organizerName, name, method = "PUBLISH" }: CalendarOptions,
) {
  const calendar = new ICalCalendar({
    prodId: { company: organizerName, product: "Visits", language: "EN" },
    method: method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    name: name ?? null,
    // The generator adds a VTIMEZONE for each zone the events use. The calendar itself keeps no zone name:
    // with one, ical-generator writes DTSTAMP in local time, which RFC 5545 wants in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const entry of entries) {
    const [h, m] = entry.time.split(":").map(Number);
    const start = h! * 60 + m!;
    // Visits end the same day (the last slot starts at 5:00 PM).
    const end = Math.min(start + entry.durationMinutes, 23 * 60 + 59);
    calendar.createEvent({
      id: entry.uid,
      sequence: entry.sequence ?? 0,
      stamp: entry.stamp,
      start: businessDate(entry.date, start),
      end: businessDate(entry.date, end),
      timezone: BUSINESS_TIME_ZONE,
      summary: entry.summary,
      description: entry.description,
      location: entry.location || null,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
