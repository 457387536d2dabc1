import { describe, expect, it } from "vitest";
import { dayButtonLabel } from "./visit-calendar";

const DECEMBER_12 = new Date(2026, 11, 12);
const JUNE_3 = new Date(2026, 5, 3);

describe("the visit calendar's day names", () => {
  it("start with the number the button shows", () => {
    expect(dayButtonLabel(DECEMBER_12, { today: false, selected: false })).toBe(
      "12, Saturday, December 2026",
    );
    expect(dayButtonLabel(JUNE_3, { today: false, selected: false })).toBe("3, Wednesday, June 2026");
  });

  it("say today and the chosen day after the date, never before the number", () => {
    expect(dayButtonLabel(DECEMBER_12, { today: true, selected: false })).toBe(
      "12, Saturday, December 2026, today",
    );
    expect(dayButtonLabel(DECEMBER_12, { today: false, selected: true })).toBe(
      "12, Saturday, December 2026, selected",
    );
    expect(dayButtonLabel(DECEMBER_12, { today: true, selected: true })).toBe(
      "12, Saturday, December 2026, today, selected",
    );
  });
});
