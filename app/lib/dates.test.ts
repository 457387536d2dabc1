import { describe, expect, it } from "vitest";
import {
  businessClock,
  businessInstant,
  businessToday,
  isPastSlot,
  formatLongDate,
  formatMonthYear,
  formatShortWeekdayDate,
  formatTime12h,
  formatWeekdayDate,
  yearsSince,
} from "./dates";

describe("dates in the business's time zone", () => {
  it("takes 'today' from America/Chicago, not UTC", () => {
    // 03:00 UTC on Nov 22 is still the evening of Nov 21 in Texas.
    expect(businessToday(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-21");
    expect(businessToday(new Date("2026-11-22T07:00:00Z"))).toBe("2026-11-22");
  });

  it("formats calendar dates without shifting the day", () => {
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatMonthYear("2026-09-18")).toBe("September 2026");
    expect(formatWeekdayDate("2026-11-22")).toBe("Sunday, November 22, 2026");
    expect(formatShortWeekdayDate("2026-11-30")).toBe("Mon Nov 30");
  });

  it("shows 24-hour times as 12-hour", () => {
    expect(formatTime12h("09:00")).toBe("9:00 AM");
    expect(formatTime12h("12:00")).toBe("12:00 PM");
    expect(formatTime12h("17:00")).toBe("5:00 PM");
    expect(formatTime12h("00:30")).toBe("12:30 AM");
  });

  it("counts years in business from the founding year", () => {
    expect(yearsSince(2010, new Date("2026-11-22T12:00:00Z"))).toBe(16);
    expect(yearsSince(2010, new Date("2027-01-01T03:00:00Z"))).toBe(16); // still Dec 31 in Texas
  });

  it("finds the instant of a business date and time, summer or winter", () => {
    expect(businessInstant("2026-07-04", "09:00").toISOString()).toBe("2026-07-04T14:00:00.000Z"); // CDT
    expect(businessInstant("2026-12-01", "17:00").toISOString()).toBe("2026-12-01T23:00:00.000Z"); // CST
    expect(businessInstant("2026-11-01", "09:00").toISOString()).toBe("2026-11-01T15:00:00.000Z"); // after fall-back
    expect(businessInstant("2026-03-08", "09:00").toISOString()).toBe("2026-03-08T14:00:00.000Z"); // after spring-forward
  });
});

describe("businessClock and isPastSlot", () => {
  // 15:30 UTC on 2026-07-15 is 10:30 in Abilene (CDT, UTC-5).
  const summerMorning = new Date("2026-07-15T15:30:00Z");

  it("reads the wall clock in business time", () => {
    expect(businessClock(summerMorning)).toBe("10:30");
    // 05:00 UTC on 1 January is still 23:00 on 31 December in Abilene (CST, UTC-6).
    expect(businessClock(new Date("2026-01-01T05:00:00Z"))).toBe("23:00");
  });

  it("counts a slot of today as past once it has begun, and every slot of an earlier day", () => {
    expect(isPastSlot("2026-07-15", "10:00", summerMorning)).toBe(true);
    expect(isPastSlot("2026-07-15", "10:30", summerMorning)).toBe(true);
    expect(isPastSlot("2026-07-15", "11:00", summerMorning)).toBe(false);
    expect(isPastSlot("2026-07-14", "17:00", summerMorning)).toBe(true);
    expect(isPastSlot("2026-07-16", "09:00", summerMorning)).toBe(false);
  });
});
