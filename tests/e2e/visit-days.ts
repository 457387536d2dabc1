/**
 * Which visit days the browser tests book, so that no two tests, and no two projects, ever take the same
 * slot on the one server they share, whatever today's date is (weekends, the demo's holidays, month and year
 * ends, the horizon's edge).
 *
 * - A test that books at fixed times owns whole days: `ownVisitDay(owner)` gives each owner below its own
 *   open weekday, a different one in each project. Owners take the open weekdays in order from a week ahead,
 *   which keeps them clear of the booking notice and well inside the 90-day horizon.
 * - Tests that only need some free slot (`randomOpenSlot`) take one after the owned days, and try another on
 *   a 409.
 *
 * "Today" is the business's, read from the clock, which `scripts/test-on-dates.mjs` moves to hard dates.
 */
import { test } from "@playwright/test";
import { addDays, businessToday } from "~/lib/dates";
import { demoDaysOff } from "~db/demo-data";

/** Every test that books on days of its own. A new one is added at the end. */
const OWNERS = [
  "booking: book and pay",
  "booking: keeps the form",
  "booking: slot taken meanwhile",
  "my-projects: unpaid",
  "reschedule: booked",
  "my-projects: owner only",
  "my-projects: paid",
  "add-to-calendar",
  "reschedule: moved to",
  "booking-without-script: book",
  "booking-without-script: before hydration",
  "booking-link: booked",
  "booking-link: moved to",
  "informed-journey: booked",
  "informed-journey: moved to",
  "texts-journey: booked",
  "on-site-journey",
] as const;

export type VisitDayOwner = (typeof OWNERS)[number];

/** The first owned day is at least this many days ahead: past the notice, a weekend and a holiday. */
const FIRST_OWNED_OFFSET = 7;
/** The booking horizon of the demo, in days. */
const HORIZON_DAYS = 90;

const isDemoDayOff = (date: string) =>
  demoDaysOff.some(({ startsOn, endsOn }) => startsOn <= date && date <= endsOn);

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Open all day in the demo's hours: Monday to Friday, not a holiday. */
export const isOpenWeekday = (date: string) => ![0, 6].includes(weekday(date)) && !isDemoDayOff(date);

/** The open weekdays from `fromDays` ahead, in order, `count` of them. */
function openWeekdays(fromDays: number, count: number) {
  const days: string[] = [];
  for (let date = addDays(businessToday(), fromDays); days.length < count; date = addDays(date, 1)) {
    if (isOpenWeekday(date)) days.push(date);
  }
  return days;
}

/** Phone runs take the second day of each pair, desktop runs the first. */
const projectSlot = () => (test.info().project.name.includes("phone") ? 1 : 0);

/** The open weekday this test owns in this project: no other test or project books on it. */
export function ownVisitDay(owner: VisitDayOwner) {
  const index = OWNERS.indexOf(owner) * 2 + projectSlot();
  return openWeekdays(FIRST_OWNED_OFFSET, index + 1)[index]!;
}

/** The last owned day, after which the shared pool of `randomOpenSlot` begins. */
const lastOwnedDay = () => openWeekdays(FIRST_OWNED_OFFSET, OWNERS.length * 2).at(-1)!;

/**
 * A random slot (an open weekday after every owned day and inside the horizon, any hour from 9 AM to 5 PM),
 * for tests that book beside each other: the caller tries again on a 409.
 */
export function randomOpenSlot() {
  const first = addDays(lastOwnedDay(), 1);
  const pool: string[] = [];
  for (let date = first; date < addDays(businessToday(), HORIZON_DAYS); date = addDays(date, 1)) {
    if (isOpenWeekday(date)) pool.push(date);
  }
  const date = pool[Math.floor(Math.random() * pool.length)]!;
  const time = `${String(9 + Math.floor(Math.random() * 9)).padStart(2, "0")}:00`;
  return { date, time };
}

/** The first date on `weekday` (0 Sunday .. 6 Saturday) on or after `date`. */
export function weekdayOnOrAfter(dayOfWeek: number, date: string) {
  let day = date;
  while (weekday(day) !== dayOfWeek) day = addDays(day, 1);
  return day;
}

/** A Saturday a week or more ahead whose Friday is open (not a holiday), for the Saturday-hours checks. */
export function saturdayAfterOpenFriday() {
  let saturday = weekdayOnOrAfter(6, addDays(businessToday(), FIRST_OWNED_OFFSET));
  while (!isOpenWeekday(addDays(saturday, -1))) saturday = addDays(saturday, 7);
  return saturday;
}

/** A date a week from today, as a date field takes it (a quote's preferred date). */
export const weekFromToday = () => addDays(businessToday(), 7);
