/**
 * An iCalendar (RFC 5545) invitation for a visit, in business time (America/Chicago). The time zone is
 * described in the file so that every calendar places the visit at the right hour.
 */
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
}

const CHICAGO = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/\r?\n/g, "\\n")
    .replace(/([,;])/g, "\\$1");

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  let limit = 75;
  while (Buffer.byteLength(rest) > limit) {
    let cut = limit;
    while (Buffer.byteLength(rest.slice(0, cut)) > limit) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    limit = 74;
  }
  parts.push(rest);
  return parts.join("\r\n ");
}

const localStamp = (date: string, minutes: number) => {
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${date.replaceAll("-", "")}T${hh}${mm}00`;
};

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function calendarEvent(visit: CalendarVisit): string {
  const [h, m] = visit.time.split(":").map(Number);
  const start = h * 60 + m;
  // Visits end the same day (the last slot starts at 5:00 PM).
  const end = Math.min(start + visit.durationMinutes, 23 * 60 + 59);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(visit.organizerName)}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...CHICAGO,
    "BEGIN:VEVENT",
    `UID:${visit.uid}`,
    `DTSTAMP:${utcStamp(visit.createdAt)}`,
    `DTSTART;TZID=America/Chicago:${localStamp(visit.date, start)}`,
    `DTEND;TZID=America/Chicago:${localStamp(visit.date, end)}`,
    `SUMMARY:${escapeText(visit.summary)}`,
    `DESCRIPTION:${escapeText(visit.description)}`,
    `LOCATION:${escapeText(visit.location)}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
