import { describe, expect, it } from "vitest";
import { ratingSummary, summaryOf } from "~/lib/rating-summary";
import { servicesText, starsLabel, visitText } from "./review-label";
import { shortName } from "./review-naming.server";

describe("how a review reads", () => {
  it("signs with the first name and last initial, unless there is one name only", () => {
    expect(shortName("Pat Customer")).toBe("Pat C.");
    expect(shortName("  maria de la cruz ")).toBe("maria C.");
    expect(shortName("Cher")).toBe("Cher");
    expect(shortName("")).toBe("");
  });

  it("names the visit by its services and day", () => {
    expect(servicesText(["Deck Building"])).toBe("Deck Building");
    expect(servicesText(["Plumbing Repair", "Handyman Services", "Deck Building"])).toBe(
      "Plumbing Repair, Handyman Services and Deck Building",
    );
    expect(visitText({ services: ["Deck Building"], date: "2026-07-14" })).toBe(
      "Deck Building on July 14, 2026",
    );
    expect(starsLabel(1)).toBe("1 star");
    expect(starsLabel(5)).toBe("5 stars");
  });
});

describe("the rating summary", () => {
  it("is the average to one decimal and the count; nothing for no reviews", () => {
    expect(summaryOf([...Array(38).fill(5), ...Array(9).fill(4)])).toEqual({
      ratingValue: 4.8,
      reviewCount: 47,
    });
    expect(ratingSummary(9, 2)).toEqual({ ratingValue: 4.5, reviewCount: 2 });
    expect(ratingSummary(0, 0)).toEqual({ ratingValue: 0, reviewCount: 0 });
  });
});
