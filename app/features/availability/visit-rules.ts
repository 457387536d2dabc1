/**
 * When the business takes visits (docs/booking-and-payments.md): the weekly hours, the days off, the
 * minimum notice and the horizon, answered for a date or a slot. Pure and client-safe: the server loads the
 * rules from the database (availability.server.ts) and the booking calendar gets the same answers from the
 * API. Dates are business-time yyyy-MM-dd strings, slots 24-hour "HH:00" strings of TIME_SLOTS.
 */
import { addDays, businessToday, formatTime12h } from "~/lib/dates";
import { TIME_SLOTS } from "~/lib/visit-slots";
import type { WeekdayHours } from "~/lib/weekly-hours";

export { hoursText, type WeekdayHours } from "~/lib/weekly-hours";

export interface DayOff {
  startsOn: string;
  endsOn: string;
  /** "Thanksgiving"; named to the owner when a visit is scheduled on it. */
  note?: string;
}

export interface VisitRules {
  /** The open weekdays; a weekday without an entry is closed. */
  weeklyHours: WeekdayHours[];
  daysOff: DayOff[];
  /** Business days of notice: 0 = today's later slots, 1 = from the next open day on. */
  minNoticeDays: number;
  /** How many days after today the last bookable date is. */
  horizonDays: number;
}

/** Why a date or slot cannot be booked, in the words the customer reads. */
export const CLOSED_DAY = "We are closed on that day. Please choose another date.";
export const DAY_OFF = "We are not taking visits on that day. Please choose another date.";
export const TOO_SOON = "That date is too soon. Please choose a later date.";
export const TOO_FAR = "That date is too far ahead. Please choose an earlier date.";
export const OUTSIDE_HOURS = "That time is outside our hours on that day. Please choose another time.";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** 0 Sunday .. 6 Saturday of a calendar date (no time zone can move a calendar date). */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

function hoursOn(rules: Pick<VisitRules, "weeklyHours">, isoDate: string): WeekdayHours | undefined {
  const weekday = weekdayOf(isoDate);
  return rules.weeklyHours.find((h) => h.weekday === weekday);
}

export function isDayOff(rules: Pick<VisitRules, "daysOff">, isoDate: string): boolean {
  return rules.daysOff.some((d) => d.startsOn <= isoDate && isoDate <= d.endsOn);
}

/** Whether the business works on a date at all (weekly hours and days off; notice and horizon aside). */
export function isWorkingDay(rules: Pick<VisitRules, "weeklyHours" | "daysOff">, isoDate: string): boolean {
  return hoursOn(rules, isoDate) !== undefined && !isDayOff(rules, isoDate);
}

/** The hourly slots of a date's weekly hours; none on a closed weekday or a day off. */
export function slotsOf(rules: Pick<VisitRules, "weeklyHours" | "daysOff">, isoDate: string): string[] {
  const hours = hoursOn(rules, isoDate);
  if (!hours || isDayOff(rules, isoDate)) return [];
  return TIME_SLOTS.filter((time) => hours.firstSlot <= time && time <= hours.lastSlot);
}

/**
 * The first date that may be booked: today with no notice, else the minNoticeDays-th working day after
 * today. With no working day in reach, the day after the horizon (nothing is bookable).
 */
export function firstBookableDate(rules: VisitRules, now: Date = new Date()): string {
  const today = businessToday(now);
  if (rules.minNoticeDays <= 0) return today;
  const last = lastBookableDate(rules, now);
  let counted = 0;
  let date = today;
  while (date <= last) {
    date = addDays(date, 1);
    if (isWorkingDay(rules, date) && ++counted >= rules.minNoticeDays) return date;
  }
  return addDays(last, 1);
}

export function lastBookableDate(rules: Pick<VisitRules, "horizonDays">, now: Date = new Date()): string {
  return addDays(businessToday(now), rules.horizonDays);
}

/** Why a date cannot be booked, or null when it can (its slots may still be taken or past). */
export function dateProblem(rules: VisitRules, isoDate: string, now: Date = new Date()): string | null {
  if (!hoursOn(rules, isoDate)) return CLOSED_DAY;
  if (isDayOff(rules, isoDate)) return DAY_OFF;
  if (isoDate < firstBookableDate(rules, now)) return TOO_SOON;
  if (isoDate > lastBookableDate(rules, now)) return TOO_FAR;
  return null;
}

export function isOpenDate(rules: VisitRules, isoDate: string, now: Date = new Date()): boolean {
  return dateProblem(rules, isoDate, now) === null;
}

/** Why a slot cannot be booked by the rules, as `{ field, message }`, or null when the rules allow it. */
export function slotProblem(
  rules: VisitRules,
  isoDate: string,
  time: string,
  now: Date = new Date(),
): { field: "date" | "time"; message: string } | null {
  const dateMessage = dateProblem(rules, isoDate, now);
  if (dateMessage) return { field: "date", message: dateMessage };
  if (!slotsOf(rules, isoDate).includes(time)) return { field: "time", message: OUTSIDE_HOURS };
  return null;
}

/** "9:00 AM" -> "9 AM": the hours of a day read shorter without the minutes (slots are on the hour). */
const hourText = (time: string) => formatTime12h(time).replace(":00", "");

/**
 * Why the business's own rules would not take a visit the owner schedules, in the owner's words ("Closed on
 * Sundays", "Day off: Thanksgiving", "Outside opening hours (9 AM-1 PM)"), or null when they would. The
 * notice and the horizon bind customers only. The owner may go ahead anyway: these are warnings.
 */
export function ownerSlotWarning(
  rules: Pick<VisitRules, "weeklyHours" | "daysOff">,
  isoDate: string,
  time: string,
): string | null {
  const hours = hoursOn(rules, isoDate);
  if (!hours) return `Closed on ${WEEKDAY_NAMES[weekdayOf(isoDate)]}s`;
  const dayOff = rules.daysOff.find((d) => d.startsOn <= isoDate && isoDate <= d.endsOn);
  if (dayOff) return dayOff.note ? `Day off: ${dayOff.note}` : "Day off";
  if (time < hours.firstSlot || time > hours.lastSlot) {
    return `Outside opening hours (${hourText(hours.firstSlot)}-${hourText(hours.lastSlot)})`;
  }
  return null;
}
