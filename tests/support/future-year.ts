import { businessYear } from "~/lib/dates";

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const newYearsWeekday = (year: number) => new Date(Date.UTC(year, 0, 1)).getUTCDay();

/**
 * The first year after this one whose calendar is `year`'s: the same weekdays on the same dates, hence the
 * same US summer-time changes. A test written with `year`'s dates and weekday names runs on it unchanged, and
 * its visits stay in the future whatever today is.
 */
export function futureYearLike(year: number): number {
  for (let candidate = businessYear() + 1; ; candidate++) {
    if (isLeap(candidate) === isLeap(year) && newYearsWeekday(candidate) === newYearsWeekday(year))
      return candidate;
  }
}
