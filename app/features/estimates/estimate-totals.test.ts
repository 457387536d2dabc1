import { describe, expect, it } from "vitest";
import { depositCents, estimateSums, lineTotalCents } from "./estimate-totals";

describe("estimate sums", () => {
  it("rounds each line to the cent, half up", () => {
    expect(lineTotalCents({ quantity: 120.5, unitPriceCents: 1299 })).toBe(156_530); // 1565.295 -> 1565.30
    expect(lineTotalCents({ quantity: 3, unitPriceCents: 33 })).toBe(99);
    expect(lineTotalCents({ quantity: 0.01, unitPriceCents: 49 })).toBe(0); // 0.49 cents
    expect(lineTotalCents({ quantity: 0.01, unitPriceCents: 50 })).toBe(1);
  });

  it("stays exact where floating point would not", () => {
    expect(lineTotalCents({ quantity: 99_999.99, unitPriceCents: 9_999_999_999 })).toBe(999_999_899_900_000);
  });

  it("takes a percentage deposit half up, and a fixed one never above the total", () => {
    expect(depositCents({ kind: "percent", value: "30" }, 1_000_001)).toBe(300_000); // 3000.003 -> 3000.00
    expect(depositCents({ kind: "percent", value: "33.33" }, 150)).toBe(50); // 49.995 -> 50
    expect(depositCents({ kind: "percent", value: "0" }, 150)).toBe(0);
    expect(depositCents({ kind: "fixed", value: "500.00" }, 120_000)).toBe(50_000);
    expect(depositCents({ kind: "fixed", value: "500.00" }, 20_000)).toBe(20_000);
  });

  it("adds the chosen optional lines only", () => {
    const lines = [
      { id: 1, quantity: 1, unitPriceCents: 100_000, optional: false },
      { id: 2, quantity: 2, unitPriceCents: 25_000, optional: true },
      { id: 3, quantity: 1, unitPriceCents: 7_500, optional: true },
    ];
    const deposit = { kind: "percent", value: "10" } as const;
    expect(estimateSums(lines, deposit)).toEqual({
      requiredCents: 100_000,
      optionalCents: 57_500,
      chosenCents: 0,
      totalCents: 100_000,
      depositCents: 10_000,
    });
    expect(estimateSums(lines, deposit, [2]).totalCents).toBe(150_000);
    expect(estimateSums(lines, deposit, [2]).depositCents).toBe(15_000);
    // An id that is not an optional line adds nothing.
    expect(estimateSums(lines, deposit, [1, 99]).totalCents).toBe(100_000);
  });
});
