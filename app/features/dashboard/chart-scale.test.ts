import { describe, expect, it } from "vitest";
import { barHeights, niceMax } from "./chart-scale";

describe("niceMax", () => {
  it("rounds the largest value up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(7)).toBe(10);
    expect(niceMax(10)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(430)).toBe(500);
    expect(niceMax(12_500.5)).toBe(20_000);
    expect(niceMax(0.3)).toBe(0.5);
  });

  it("gives an axis of 1 when there is nothing to show", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(Number.NaN)).toBe(1);
  });
});

describe("barHeights", () => {
  it("scales values to the chart's height against the axis top", () => {
    expect(barHeights([0, 5, 10, 20], 100)).toEqual({ top: 20, heights: [0, 25, 50, 100] });
  });

  it("draws an empty year as flat bars", () => {
    expect(barHeights([0, 0, 0], 80)).toEqual({ top: 1, heights: [0, 0, 0] });
  });
});
