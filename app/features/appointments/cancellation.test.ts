import { describe, expect, it } from "vitest";
import { CANCEL_CONFIRMATION, cancelConfirmation, isLateCancellation } from "./cancellation";

describe("late cancellation (24 hours before the visit, business time)", () => {
  // 2026-11-22 15:00 UTC is 9:00 AM in Abilene (CST, UTC-6).
  const now = new Date("2026-11-22T15:00:00Z");

  it("is late when the visit starts within 24 hours", () => {
    expect(isLateCancellation("2026-11-23", "08:59", now)).toBe(true);
    expect(isLateCancellation("2026-11-22", "17:00", now)).toBe(true);
    expect(isLateCancellation("2026-11-23", "09:00", now)).toBe(false);
    expect(isLateCancellation("2026-12-01", "09:00", now)).toBe(false);
  });

  it("reckons the visit in Texas time, not UTC", () => {
    // 2026-11-23 09:00 in Texas is 15:00 UTC: read as UTC it would look 6 hours sooner.
    const late = new Date("2026-11-22T15:01:00Z");
    expect(isLateCancellation("2026-11-23", "09:00", late)).toBe(true);
    expect(isLateCancellation("2026-11-23", "09:00", new Date("2026-11-22T14:59:00Z"))).toBe(false);
  });

  it("counts real hours across a change of the clocks", () => {
    // Clocks go back on 2026-11-01 at 2:00 AM: 9:00 AM CDT on Oct 31 to 9:00 AM CST on Nov 1 is 25 hours.
    const saturdayMorning = new Date("2026-10-31T14:00:00Z");
    expect(isLateCancellation("2026-11-01", "09:00", saturdayMorning)).toBe(false);
    expect(isLateCancellation("2026-11-01", "08:00", saturdayMorning)).toBe(false);
    expect(isLateCancellation("2026-11-01", "07:59", saturdayMorning)).toBe(true);
  });

  it("adds the fee warning to the confirmation only when late", () => {
    expect(cancelConfirmation("2026-12-01", "09:00", now)).toBe(CANCEL_CONFIRMATION);
    expect(cancelConfirmation("2026-11-22", "17:00", now)).toMatch(
      /^Are you sure you want to cancel this appointment\?\n\n.*late-cancellation fee may apply\.$/,
    );
  });
});
