import { describe, expect, it } from "vitest";
import { isChangeableOnline, isLateCancellation, latePolicyMessage } from "./cancellation";

describe("the cancellation window (business time)", () => {
  // 2026-11-22 15:00 UTC is 9:00 AM in Abilene (CST, UTC-6).
  const now = new Date("2026-11-22T15:00:00Z");

  it("is late when the visit starts within 24 hours", () => {
    expect(isLateCancellation("2026-11-23", "08:59", now)).toBe(true);
    expect(isLateCancellation("2026-11-22", "17:00", now)).toBe(true);
    expect(isLateCancellation("2026-11-23", "09:00", now)).toBe(false);
    expect(isLateCancellation("2026-12-01", "09:00", now)).toBe(false);
  });

  it("follows the window the settings give", () => {
    expect(isLateCancellation("2026-11-24", "08:00", now, 48)).toBe(true);
    expect(isLateCancellation("2026-11-24", "09:00", now, 48)).toBe(false);
    expect(isLateCancellation("2026-11-22", "10:00", now, 0)).toBe(false);
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

  it("lets the customer change only open visits outside the window", () => {
    const visit = { date: "2026-12-01", time: "09:00" };
    expect(isChangeableOnline({ ...visit, status: "confirmed" }, 24, now)).toBe(true);
    expect(isChangeableOnline({ ...visit, status: "pending" }, 24, now)).toBe(true);
    expect(isChangeableOnline({ ...visit, status: "payment_pending" }, 24, now)).toBe(false);
    expect(isChangeableOnline({ ...visit, status: "cancelled" }, 24, now)).toBe(false);
    expect(isChangeableOnline({ date: "2026-11-23", time: "08:00", status: "confirmed" }, 24, now)).toBe(
      false,
    );
  });

  it("words the policy with the window and the phone", () => {
    expect(latePolicyMessage(24, "(325) 555-0142")).toBe(
      "This visit starts in less than 24 hours, so it can no longer be cancelled or moved online. " +
        "Under our terms a late cancellation may incur a fee. Please call us at (325) 555-0142.",
    );
    expect(latePolicyMessage(1, "x")).toMatch(/^This visit starts in less than 1 hour,/);
  });
});
