import { describe, expect, it } from "vitest";
import { bookingDepositCents, depositIsCapped, lineDepositShares } from "./deposit";

const kitchen = { serviceName: "Kitchen Remodeling", lineCents: 1_500_000 };
const bath = { serviceName: "Bathroom Remodeling", lineCents: 850_000 };
const plumbing = { serviceName: "Plumbing Repair", lineCents: 12_500 };

describe("a booking's deposit", () => {
  it("is the rule's without a cap, and at most the cap with one", () => {
    // 15,000 / 2 + 8,500 / 2 = 11,750.
    expect(bookingDepositCents([kitchen, bath], null)).toBe(1_175_000);
    expect(bookingDepositCents([kitchen, bath], 50_000)).toBe(50_000);
    expect(bookingDepositCents([plumbing], 50_000)).toBe(12_500);
    expect(depositIsCapped([kitchen, bath], 50_000)).toBe(true);
    expect(depositIsCapped([plumbing], 12_500)).toBe(false);
  });

  it("gives each line the rule's deposit while the booking asks it all", () => {
    expect(lineDepositShares([kitchen, plumbing], 762_500)).toEqual([750_000, 12_500]);
    // A booking that asked more than the rule (rows written by hand) still shares by the rule.
    expect(lineDepositShares([plumbing], 20_000)).toEqual([12_500]);
  });

  it("scales the lines down together when capped, in cents that add up to exactly the cap", () => {
    expect(lineDepositShares([kitchen, bath], 50_000)).toEqual([31_915, 18_085]);
    const three = [plumbing, plumbing, plumbing];
    const shares = lineDepositShares(three, 10_000);
    expect(shares).toEqual([3_334, 3_333, 3_333]);
    expect(lineDepositShares([kitchen, bath], 0)).toEqual([0, 0]);
    const huge = { serviceName: "Roof Installation", lineCents: 9_999_999_999 };
    const big = lineDepositShares([huge, plumbing], 10_000_000);
    expect(big.reduce((sum, cents) => sum + cents, 0)).toBe(10_000_000);
  });
});
