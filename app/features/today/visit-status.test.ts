import { describe, expect, it } from "vitest";
import { weekOf } from "./today.server";
import { onMyWaySentence, sentAtText, visitStatus } from "./visit-status";

describe("onMyWaySentence", () => {
  it("names the admin and the business, or the business alone without a first name", () => {
    const businessName = "Big Country Home Remodeling";
    expect(onMyWaySentence({ firstName: "Alex", businessName, minutes: 20 })).toBe(
      "Alex from Big Country Home Remodeling is on the way, about 20 minutes out",
    );
    for (const firstName of [null, "", "  "])
      expect(onMyWaySentence({ firstName, businessName, minutes: 45 })).toBe(
        "Big Country Home Remodeling is on the way, about 45 minutes out",
      );
  });
});

describe("visitStatus", () => {
  it("is the status of the line least far along, leaving cancelled lines out", () => {
    expect(visitStatus(["confirmed"])).toBe("confirmed");
    expect(visitStatus(["completed", "confirmed"])).toBe("confirmed");
    expect(visitStatus(["cancelled", "completed"])).toBe("completed");
    expect(visitStatus(["pending", "payment_pending"])).toBe("payment_pending");
    expect(visitStatus(["cancelled", "cancelled"])).toBe("cancelled");
    expect(visitStatus([])).toBe("cancelled");
  });
});

describe("sentAtText", () => {
  it("says the business's clock time on the visit's day, and the date on another day", () => {
    // 9:05 AM in Texas (CDT, UTC-5).
    expect(sentAtText("2026-06-03T14:05:00.000Z", "2026-06-03")).toBe("Sent at 9:05 AM");
    expect(sentAtText("2026-06-02T14:05:00.000Z", "2026-06-03")).toBe("Sent at June 2, 2026 at 9:05 AM");
  });
});

describe("weekOf", () => {
  it("is the Monday to Sunday that holds the day", () => {
    expect(weekOf("2026-06-03")).toEqual({ from: "2026-06-01", to: "2026-06-07" });
    expect(weekOf("2026-06-01")).toEqual({ from: "2026-06-01", to: "2026-06-07" });
    expect(weekOf("2026-06-07")).toEqual({ from: "2026-06-01", to: "2026-06-07" });
    expect(weekOf("2027-01-01")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });
});
