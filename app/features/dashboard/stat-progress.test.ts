import { describe, expect, it } from "vitest";
import { progressPercent } from "./stat-progress";

describe("progressPercent", () => {
  it("is the share of the target", () => {
    expect(progressPercent(150, 300)).toBe(50);
    expect(progressPercent(12_345.67, 50_000)).toBeCloseTo(24.69, 2);
  });

  it("caps at 100% above the target and never goes below 0", () => {
    expect(progressPercent(301, 300)).toBe(100);
    expect(progressPercent(999_999, 50_000)).toBe(100);
    expect(progressPercent(-5, 50)).toBe(0);
  });

  it("reads nonsense as 0", () => {
    expect(progressPercent(Number.NaN, 300)).toBe(0);
    expect(progressPercent(10, 0)).toBe(0);
  });
});
