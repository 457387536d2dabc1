import { describe, expect, it } from "vitest";
import { depositShareCents, scheduleCents, shareCents } from "./payment-schedule";

const percent = (value: string) => ({ kind: "percent" as const, value });
const fixed = (value: string) => ({ kind: "fixed" as const, value });

describe("a share of the total", () => {
  it("rounds a percentage half up to the cent", () => {
    expect(shareCents(percent("40"), 1_000_001)).toBe(400_000); // 4000.004 -> 4000.00
    expect(shareCents(percent("33.33"), 150)).toBe(50); // 49.995 -> 50
    expect(shareCents(percent("12.5"), 101)).toBe(13); // 12.625 -> 13
    expect(shareCents(percent("100"), 123_456)).toBe(123_456);
  });

  it("takes a fixed amount as it is, and keeps the deposit within the total", () => {
    expect(shareCents(fixed("2500.00"), 100_000)).toBe(250_000);
    expect(depositShareCents(fixed("2500.00"), 100_000)).toBe(100_000);
    expect(depositShareCents(percent("30"), 100_000)).toBe(30_000);
  });

  it("is exact at the largest total", () => {
    expect(shareCents(percent("33.33"), 9_999_999_999)).toBe(3_333_000_000);
  });
});

describe("the schedule of a total", () => {
  it("gives the deposit, each milestone and the balance on completion", () => {
    // $10,000: 30% on approval, 40% at rough-in, then the rest.
    expect(scheduleCents(1_000_000, percent("30"), [percent("40")])).toEqual({
      depositCents: 300_000,
      milestoneCents: [400_000],
      completionCents: 300_000,
      overCents: 0,
    });
  });

  it("mixes fixed amounts and percentages", () => {
    const schedule = scheduleCents(1_234_567, fixed("1000.00"), [percent("25"), fixed("2500.50")]);
    expect(schedule).toEqual({
      depositCents: 100_000,
      milestoneCents: [308_642, 250_050], // 3086.4175 -> 3086.42
      completionCents: 1_234_567 - 100_000 - 308_642 - 250_050,
      overCents: 0,
    });
  });

  it("leaves nothing for completion when the shares make 100%", () => {
    expect(scheduleCents(99_999, percent("50"), [percent("50")])).toMatchObject({
      depositCents: 50_000, // 499.995 -> 500.00
      milestoneCents: [50_000],
      completionCents: 0,
      overCents: 1,
    });
    expect(scheduleCents(100_000, percent("0"), [percent("100")])).toMatchObject({
      completionCents: 0,
      overCents: 0,
    });
  });

  it("never makes the balance negative, and says by how much the shares pass the total", () => {
    expect(scheduleCents(100_000, percent("30"), [fixed("800.00")])).toEqual({
      depositCents: 30_000,
      milestoneCents: [80_000],
      completionCents: 0,
      overCents: 10_000,
    });
  });

  it("is the deposit and the balance without milestones", () => {
    expect(scheduleCents(0, percent("30"), [])).toEqual({
      depositCents: 0,
      milestoneCents: [],
      completionCents: 0,
      overCents: 0,
    });
    expect(scheduleCents(50_000, fixed("600.00"), [])).toMatchObject({ depositCents: 50_000, overCents: 0 });
  });
});
