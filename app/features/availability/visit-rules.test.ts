import { describe, expect, it } from "vitest";
import {
  CLOSED_DAY,
  DAY_OFF,
  dateProblem,
  firstBookableDate,
  hoursText,
  isOpenDate,
  lastBookableDate,
  OUTSIDE_HOURS,
  ownerSlotWarning,
  slotProblem,
  slotsOf,
  TOO_FAR,
  TOO_SOON,
  type VisitRules,
  type WeekdayHours,
} from "./visit-rules";

const DEMO_HOURS: WeekdayHours[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, firstSlot: "09:00", lastSlot: "17:00" })),
  { weekday: 6, firstSlot: "09:00", lastSlot: "13:00" },
];
const demo = (over: Partial<VisitRules> = {}): VisitRules => ({
  weeklyHours: DEMO_HOURS,
  daysOff: [{ startsOn: "2026-11-26", endsOn: "2026-11-27" }],
  minNoticeDays: 1,
  horizonDays: 90,
  ...over,
});

// Summer (CDT, UTC-5): Friday 2026-07-17, 11:00 PM in Texas is already Saturday in UTC.
const SUMMER_FRIDAY_NIGHT = new Date("2026-07-18T04:00:00Z");
// Winter (CST, UTC-6): Saturday 2026-01-17, 11:30 PM in Texas is already Sunday in UTC.
const WINTER_SATURDAY_NIGHT = new Date("2026-01-18T05:30:00Z");
// Winter: Wednesday 2026-11-25 at 10:00 AM, the day before Thanksgiving (a day off through Friday).
const BEFORE_THANKSGIVING = new Date("2026-11-25T16:00:00Z");

describe("slotsOf", () => {
  it("offers the weekday's hours, Saturday until 1:00 PM, nothing on Sunday or a day off", () => {
    expect(slotsOf(demo(), "2026-07-20")).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    expect(slotsOf(demo(), "2026-07-18")).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00"]);
    expect(slotsOf(demo(), "2026-07-19")).toEqual([]);
    expect(slotsOf(demo(), "2026-11-26")).toEqual([]);
    expect(slotsOf(demo(), "2026-11-27")).toEqual([]);
    expect(slotsOf(demo(), "2026-11-28")).toHaveLength(5);
  });
});

describe("the bookable window", () => {
  it("starts on the next open day and ends 90 days after today, in summer time", () => {
    // Friday night in Texas: the next open day is Saturday, whatever the UTC date says.
    expect(firstBookableDate(demo(), SUMMER_FRIDAY_NIGHT)).toBe("2026-07-18");
    expect(lastBookableDate(demo(), SUMMER_FRIDAY_NIGHT)).toBe("2026-10-15");
    expect(dateProblem(demo(), "2026-07-17", SUMMER_FRIDAY_NIGHT)).toBe(TOO_SOON);
    expect(isOpenDate(demo(), "2026-07-18", SUMMER_FRIDAY_NIGHT)).toBe(true);
    expect(isOpenDate(demo(), "2026-10-15", SUMMER_FRIDAY_NIGHT)).toBe(true);
    expect(dateProblem(demo(), "2026-10-16", SUMMER_FRIDAY_NIGHT)).toBe(TOO_FAR);
  });

  it("skips Sunday when counting the notice, in winter time", () => {
    // Saturday night in Texas (Sunday in UTC): Sunday is closed, so Monday is the next business day.
    expect(firstBookableDate(demo(), WINTER_SATURDAY_NIGHT)).toBe("2026-01-19");
    expect(dateProblem(demo(), "2026-01-18", WINTER_SATURDAY_NIGHT)).toBe(CLOSED_DAY);
    expect(lastBookableDate(demo(), WINTER_SATURDAY_NIGHT)).toBe("2026-04-17");
    // Two days of notice: Monday and Tuesday are counted, Tuesday is the first.
    expect(firstBookableDate(demo({ minNoticeDays: 2 }), WINTER_SATURDAY_NIGHT)).toBe("2026-01-20");
    // No notice: today itself (its begun slots are refused elsewhere).
    expect(firstBookableDate(demo({ minNoticeDays: 0 }), WINTER_SATURDAY_NIGHT)).toBe("2026-01-17");
  });

  it("skips days off when counting the notice", () => {
    expect(firstBookableDate(demo(), BEFORE_THANKSGIVING)).toBe("2026-11-28");
    expect(firstBookableDate(demo({ minNoticeDays: 2 }), BEFORE_THANKSGIVING)).toBe("2026-11-30");
    expect(dateProblem(demo(), "2026-11-26", BEFORE_THANKSGIVING)).toBe(DAY_OFF);
  });

  it("has nothing bookable when the business never opens", () => {
    const closed = demo({ weeklyHours: [] });
    expect(
      firstBookableDate(closed, BEFORE_THANKSGIVING) > lastBookableDate(closed, BEFORE_THANKSGIVING),
    ).toBe(true);
  });
});

describe("slotProblem", () => {
  it("names the field and the reason", () => {
    const now = SUMMER_FRIDAY_NIGHT;
    expect(slotProblem(demo(), "2026-07-18", "13:00", now)).toBeNull();
    expect(slotProblem(demo(), "2026-07-18", "14:00", now)).toEqual({
      field: "time",
      message: OUTSIDE_HOURS,
    });
    expect(slotProblem(demo(), "2026-07-19", "10:00", now)).toEqual({ field: "date", message: CLOSED_DAY });
    expect(slotProblem(demo(), "2026-07-17", "10:00", now)).toEqual({ field: "date", message: TOO_SOON });
    expect(slotProblem(demo(), "2026-10-16", "10:00", now)).toEqual({ field: "date", message: TOO_FAR });
  });
});

describe("hoursText", () => {
  it("writes the demo's hours, grouping equal days and naming closed ones", () => {
    expect(hoursText(DEMO_HOURS)).toBe("Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed");
  });

  it("keeps days apart when their hours differ, and groups closed days", () => {
    const hours = [
      { weekday: 1, firstSlot: "09:00", lastSlot: "17:00" },
      { weekday: 2, firstSlot: "10:00", lastSlot: "12:00" },
      { weekday: 3, firstSlot: "10:00", lastSlot: "12:00" },
      { weekday: 5, firstSlot: "12:00", lastSlot: "12:00" },
    ];
    expect(hoursText(hours)).toBe(
      "Mon: 9AM-5PM, Tue-Wed: 10AM-12PM, Thu: Closed, Fri: 12PM-12PM, Sat-Sun: Closed",
    );
    expect(hoursText([])).toBe("Mon-Sun: Closed");
  });
});

describe("ownerSlotWarning", () => {
  const rules = {
    weeklyHours: DEMO_HOURS,
    daysOff: [
      { startsOn: "2026-11-26", endsOn: "2026-11-26", note: "Thanksgiving" },
      { startsOn: "2026-12-02", endsOn: "2026-12-03" },
    ],
  };

  it("names the rule a visit the owner schedules would break, in the owner's words", () => {
    expect(ownerSlotWarning(rules, "2026-11-29", "10:00")).toBe("Closed on Sundays");
    expect(ownerSlotWarning(rules, "2026-11-26", "10:00")).toBe("Day off: Thanksgiving");
    expect(ownerSlotWarning(rules, "2026-12-03", "10:00")).toBe("Day off");
    expect(ownerSlotWarning(rules, "2026-11-28", "14:00")).toBe("Outside opening hours (9 AM-1 PM)");
    expect(ownerSlotWarning(rules, "2026-11-30", "08:00")).toBe("Outside opening hours (9 AM-5 PM)");
  });

  it("has nothing to say inside the hours, whatever the notice and the horizon", () => {
    expect(ownerSlotWarning(rules, "2026-11-28", "13:00")).toBeNull();
    expect(ownerSlotWarning(rules, "2031-01-06", "09:00")).toBeNull();
  });
});
