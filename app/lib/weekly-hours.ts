/**
 * The business's weekly hours and the hours text the site shows from them (the footer, the contact page,
 * the structured data). The rows live in `opening_hours`; saving them rewrites the settings' hours text
 * (app/features/availability/visit-settings.server.ts), so an admin never types the text.
 */

/** One opening_hours row: a weekday (0 Sunday .. 6 Saturday) with its first and last hourly slot. */
export interface WeekdayHours {
  weekday: number;
  firstSlot: string;
  lastSlot: string;
}

/**
 * The hours text of the weekly hours a new database starts with, the demo's: Monday to Friday 9 AM to 5 PM,
 * Saturday 9 AM to 1 PM (the rows migration 0010 writes). The demo's settings are seeded with it and the
 * pages fall back on it when the settings cannot be read; a test checks it against those rows' hoursText.
 * A string rather than rows and a call: it ships in every page's first script, where bytes count
 * (decision 0017).
 */
export const STARTING_HOURS_TEXT = "Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed";

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
// The hours text reads Monday first, as people write a week.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "17:00" -> "5PM" (slots are on the hour). */
function hourLabel(time: string): string {
  const hour = Number(time.slice(0, 2));
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}${hour < 12 ? "AM" : "PM"}`;
}

/**
 * The hours text shown on the site, derived from the weekly hours: "Mon-Fri: 9AM-5PM, Sat: 9AM-1PM,
 * Sun: Closed". Consecutive days with the same hours are grouped; the time after the dash is the last slot
 * (the last visit that can be booked starts then).
 */
export function hoursText(weeklyHours: readonly WeekdayHours[]): string {
  const spanOf = (weekday: number) => {
    const h = weeklyHours.find((row) => row.weekday === weekday);
    return h ? `${hourLabel(h.firstSlot)}-${hourLabel(h.lastSlot)}` : "Closed";
  };
  const groups: { from: number; to: number; span: string }[] = [];
  for (const weekday of WEEK_ORDER) {
    const span = spanOf(weekday);
    const last = groups[groups.length - 1];
    if (last && last.span === span) last.to = weekday;
    else groups.push({ from: weekday, to: weekday, span });
  }
  return groups
    .map(({ from, to, span }) =>
      from === to ? `${SHORT_DAYS[from]}: ${span}` : `${SHORT_DAYS[from]}-${SHORT_DAYS[to]}: ${span}`,
    )
    .join(", ");
}
