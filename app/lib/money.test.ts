import { describe, expect, it } from "vitest";
import { formatMoney, formatServicePrice, formatWholeDollars } from "./money";

describe("money", () => {
  it("formats decimal strings as dollars with cents", () => {
    expect(formatMoney("15000.00")).toBe("$15,000.00");
    expect(formatMoney("0")).toBe("$0.00");
  });

  it("rounds estimates to whole dollars", () => {
    expect(formatWholeDollars(5750)).toBe("$5,750");
    expect(formatWholeDollars(17499.6)).toBe("$17,500");
  });

  it("writes the price text of each price unit", () => {
    expect(formatServicePrice("125.00", "fixed")).toBe("$125.00");
    expect(formatServicePrice("28.00", "per_ft")).toBe("$28.00 per linear ft");
    expect(formatServicePrice("8500.00", "starting")).toBe("Starting at $8,500.00");
    expect(formatServicePrice("10", "per_hour")).toBe("Starting at $10.00");
  });

  it("shortens per linear ft to per ft in the admin table", () => {
    expect(formatServicePrice("28.00", "per_ft", "admin")).toBe("$28.00 per ft");
    expect(formatServicePrice("125.00", "fixed", "admin")).toBe("$125.00");
  });
});
