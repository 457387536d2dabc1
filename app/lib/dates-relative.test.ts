import { describe, expect, it } from "vitest";
import { formatInstantDate, formatRelativeTime, formatShortMonth } from "./dates";

describe("formatRelativeTime", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("says how long ago in the largest whole unit", () => {
    expect(formatRelativeTime("2026-11-22T10:00:00Z", now)).toBe("2 hours ago");
    expect(formatRelativeTime("2026-11-22T11:59:00Z", now)).toBe("1 minute ago");
    expect(formatRelativeTime("2026-11-19T12:00:00Z", now)).toBe("3 days ago");
    expect(formatRelativeTime("2026-11-01T12:00:00Z", now)).toBe("3 weeks ago");
    expect(formatRelativeTime("2025-10-01T12:00:00Z", now)).toBe("1 year ago");
  });

  it("calls the last minute just now", () => {
    expect(formatRelativeTime("2026-11-22T11:59:30Z", now)).toBe("just now");
  });

  it("reads a future instant forward", () => {
    expect(formatRelativeTime("2026-11-22T15:00:00Z", now)).toBe("in 3 hours");
  });
});

describe("instant and month labels", () => {
  it("dates an instant by the business's calendar (Texas evening stays on its day)", () => {
    expect(formatInstantDate("2026-11-22T03:00:00Z")).toBe("November 21, 2026");
  });

  it("names the month of a yyyy-MM key", () => {
    expect(formatShortMonth("2026-01")).toBe("Jan");
    expect(formatShortMonth("2026-12")).toBe("Dec");
  });
});
