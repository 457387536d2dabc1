/**
 * Dates and times, the one place that formats them. The business is in Texas: "today", "this month",
 * "upcoming" and "past" are reckoned in America/Chicago on the server and in the browser alike.
 * Calendar dates travel as yyyy-MM-dd strings and wall-clock times as 24-hour HH:MM strings.
 */
export const BUSINESS_TIME_ZONE = "America/Chicago";

const isoDateParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The business's calendar date (yyyy-MM-dd) at the given instant. */
export function businessToday(now: Date = new Date()): string {
  return isoDateParts.format(now);
}

const clockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The business's wall-clock time (24-hour HH:MM) at the given instant. */
export function businessClock(now: Date = new Date()): string {
  return clockParts.format(now);
}

/** Whether a visit at this business date and time has already begun (or passed). */
export function isPastSlot(date: string, time: string, now: Date = new Date()): boolean {
  const today = businessToday(now);
  return date < today || (date === today && time <= businessClock(now));
}

/** A calendar date `days` later (earlier when negative): "2026-02-27" + 2 -> "2026-03-01". */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function businessYear(now: Date = new Date()): number {
  return Number(businessToday(now).slice(0, 4));
}

// A calendar date is formatted at noon UTC so that no time zone can move it to the previous or next day.
const asCalendarDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const weekdayDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });
const shortWeekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const shortMonthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "September 18, 2026" */
export function formatLongDate(isoDate: string): string {
  return longDate.format(asCalendarDate(isoDate));
}

/** "September 2026" */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(asCalendarDate(isoDate));
}

/** "Friday, September 18, 2026" */
export function formatWeekdayDate(isoDate: string): string {
  return weekdayDate.format(asCalendarDate(isoDate));
}

/** "Fri Sep 18": a day's heading in a week's calendar. */
export function formatShortWeekdayDate(isoDate: string): string {
  const date = asCalendarDate(isoDate);
  return `${shortWeekday.format(date)} ${shortMonthDay.format(date)}`;
}

/** "14:00" -> "2:00 PM" */
export function formatTime12h(time: string): string {
  const [h, m] = time.split(":").map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** Whole years from the founding year to the business's current year. */
export function yearsSince(foundedYear: number, now: Date = new Date()): number {
  return Math.max(0, businessYear(now) - foundedYear);
}

const wallClockParts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** How far the business's wall clock is ahead of UTC at an instant (negative in Texas), in ms. */
function businessOffsetMs(instant: number): number {
  const part = Object.fromEntries(
    wallClockParts.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - (instant - (instant % 1000));
}

/** The instant of a business-time calendar date and HH:MM wall-clock time, daylight saving included. */
export function businessInstant(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the wall time read as UTC is at most an hour off around a clock change; ask again there.
  const first = wall - businessOffsetMs(wall);
  return new Date(wall - businessOffsetMs(first));
}

/** The business's calendar date of an instant (an ISO timestamp), written long: "September 18, 2026". */
export function formatInstantDate(isoInstant: string): string {
  return formatLongDate(businessToday(new Date(isoInstant)));
}

/** An instant as the business's date and time, written long: "December 20, 2026 at 3:30 PM" (a signature's). */
export function formatInstantDateTime(isoInstant: string): string {
  return `${formatInstantDate(isoInstant)} at ${formatTime12h(businessClock(new Date(isoInstant)))}`;
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
const RELATIVE_STEPS = [
  { unit: "year", seconds: 365 * 24 * 3600 },
  { unit: "month", seconds: 30 * 24 * 3600 },
  { unit: "week", seconds: 7 * 24 * 3600 },
  { unit: "day", seconds: 24 * 3600 },
  { unit: "hour", seconds: 3600 },
  { unit: "minute", seconds: 60 },
] as const;

/** "2 hours ago", "3 days ago"; under a minute "just now". Future instants read "in 2 hours". */
export function formatRelativeTime(isoInstant: string, now: Date = new Date()): string {
  const seconds = (new Date(isoInstant).getTime() - now.getTime()) / 1000;
  for (const { unit, seconds: size } of RELATIVE_STEPS) {
    const amount = Math.trunc(seconds / size);
    if (amount !== 0) return relative.format(amount, unit);
  }
  return "just now";
}

const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });

/** "2026-11" -> "Nov" (chart axes). */
export function formatShortMonth(isoMonth: string): string {
  return shortMonth.format(asCalendarDate(`${isoMonth}-01`));
}
