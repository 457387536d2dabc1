import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROJECT_TYPE,
  PRICING,
  PROJECT_TYPES,
  estimateDescription,
  estimateSummary,
  estimateTotal,
  isProjectType,
  pricePerUnit,
  readCalculatorEstimate,
  snapSize,
  type ProjectType,
} from "./calculator-pricing";

const defaultTotal = (type: ProjectType) =>
  estimateTotal(type, PRICING[type].defaultSize, PRICING[type].defaultOption);

describe("calculator pricing", () => {
  it("defaults to a bathroom", () => {
    expect(DEFAULT_PROJECT_TYPE).toBe("bathroom");
    expect(PROJECT_TYPES).toEqual(["bathroom", "kitchen", "flooring", "fence", "deck"]);
  });

  it("gives the default totals: $5,750, $17,500, $3,000, $2,500 and $7,000", () => {
    expect(defaultTotal("bathroom")).toBe(5750);
    expect(defaultTotal("kitchen")).toBe(17500);
    expect(defaultTotal("flooring")).toBe(3000);
    expect(defaultTotal("fence")).toBe(2500);
    expect(defaultTotal("deck")).toBe(7000);
  });

  it("defaults fence to 6 ft wood and deck to pressure-treated, real options of the table", () => {
    expect(PRICING.fence.defaultOption).toBe("wood6");
    expect(PRICING.fence.options.find((o) => o.value === "wood6")?.label).toBe("6 ft Wood");
    expect(PRICING.deck.defaultOption).toBe("pressure");
    expect(PRICING.deck.options.find((o) => o.value === "pressure")?.label).toBe("Pressure-Treated");
    for (const type of PROJECT_TYPES) {
      const { options, defaultOption } = PRICING[type];
      expect(
        options.map((o) => o.value),
        type,
      ).toContain(defaultOption);
    }
  });

  it.each([
    ["bathroom", 80, "premium", 80 * 150],
    ["bathroom", 20, "budget", 20 * 85],
    ["kitchen", 120, "premium", 27000],
    ["kitchen", 300, "budget", 300 * 125],
    ["flooring", 1200, "hardwood", 1200 * 12],
    ["flooring", 750, "tile", 750 * 10],
    ["flooring", 100, "vinyl", 800],
    ["flooring", 2000, "carpet", 10000],
    ["fence", 250, "chainlink", 250 * 18],
    ["fence", 500, "metal8", 500 * 55],
    ["fence", 60, "wood8", 60 * 35],
    ["fence", 70, "metal6", 70 * 45],
    ["fence", 80, "vinyl6", 80 * 40],
    ["fence", 90, "vinyl8", 90 * 50],
    ["deck", 325, "composite", 325 * 55],
    ["deck", 800, "cedar", 800 * 45],
    ["deck", 100, "pvc", 6500],
  ] as const)("prices %s at %i with %s as %i", (type, size, option, total) => {
    expect(estimateTotal(type, size, option)).toBe(total);
  });

  // Outside its type's range a size becomes the nearest end; inside, the nearest step counted from the minimum.
  it.each([
    ["bathroom", 5, 20],
    ["bathroom", 151, 150],
    ["kitchen", 0, 50],
    ["kitchen", 9999, 300],
    ["flooring", -50, 100],
    ["flooring", 2100, 2000],
    ["fence", 10, 50],
    ["fence", 501, 500],
    ["deck", 99, 100],
    ["deck", 5000, 800],
    ["bathroom", 50.4, 50],
    ["bathroom", 50.5, 51],
    ["kitchen", 123, 120],
    ["kitchen", 125, 130],
    ["flooring", 1224, 1200],
    ["flooring", 1225, 1250],
    ["fence", 104, 100],
    ["deck", 112, 100],
    ["deck", 113, 125],
    // 790 is not on deck's 25-step grid from 100 (775, 800): it rounds up, still within the range.
    ["deck", 790, 800],
  ] as const)("snaps a %s size of %d to %d", (type, size, snapped) => {
    expect(snapSize(type, size)).toBe(snapped);
  });

  it("replaces a size that is not a number with the default size", () => {
    expect(snapSize("kitchen", Number.NaN)).toBe(100);
    expect(snapSize("deck", Number.POSITIVE_INFINITY)).toBe(200);
  });

  it("totals a size outside the range as the nearest allowed size", () => {
    expect(estimateTotal("kitchen", 1000, "standard")).toBe(300 * 175);
    expect(estimateTotal("bathroom", 1, "standard")).toBe(20 * 115);
    expect(estimateTotal("deck", 113, "pressure")).toBe(125 * 35);
  });

  it("prices an option the table does not know at the fallback price", () => {
    expect(pricePerUnit("flooring", "bamboo")).toBe(5);
    expect(pricePerUnit("fence", "stone")).toBe(50);
    expect(pricePerUnit("deck", "teak")).toBe(65);
    expect(pricePerUnit("bathroom", "luxury")).toBe(115);
    expect(pricePerUnit("kitchen", "")).toBe(175);
    // The old defaults "wood" and "pressure_treated" are not in the table, so they get the fallback too.
    expect(estimateTotal("fence", 100, "wood")).toBe(5000);
    expect(estimateTotal("deck", 200, "pressure_treated")).toBe(13000);
    expect(estimateTotal("flooring", 500, "cork")).toBe(2500);
  });

  it.each([
    ["kitchen", 120, "premium", "Estimate: Kitchen remodel, 120 sq ft, Premium quality: $27,000"],
    ["bathroom", 50, "standard", "Estimate: Bathroom remodel, 50 sq ft, Standard quality: $5,750"],
    ["flooring", 1500, "hardwood", "Estimate: Flooring installation, 1,500 sq ft, Hardwood: $18,000"],
    ["fence", 100, "wood6", "Estimate: Fence installation, 100 linear ft, 6 ft Wood: $2,500"],
    ["deck", 200, "pressure", "Estimate: Deck building, 200 sq ft, Pressure-Treated: $7,000"],
    ["deck", 200, "teak", "Estimate: Deck building, 200 sq ft, Material to be discussed: $13,000"],
  ] as const)("summarises %s at %i with %s for the quote form", (type, size, option, summary) => {
    expect(estimateSummary(type, size, option)).toBe(summary);
  });

  it("says what each estimate includes", () => {
    for (const type of PROJECT_TYPES) {
      expect(PRICING[type].note, type).toMatch(/^Includes labor/);
      expect(PRICING[type].note, type).toMatch(/materials|material|cabinets|framing|posts/);
    }
  });

  it("recognises project types", () => {
    expect(isProjectType("deck")).toBe(true);
    expect(isProjectType("roof")).toBe(false);
  });
});

describe("an estimate sent as data", () => {
  it("is read when the table knows its type and option and its size is in range", () => {
    expect(readCalculatorEstimate({ projectType: "deck", size: 800, option: "pvc" })).toEqual({
      projectType: "deck",
      size: 800,
      option: "pvc",
    });
    expect(readCalculatorEstimate({ projectType: "bathroom", size: 20, option: "budget" })?.size).toBe(20);
    expect(readCalculatorEstimate({ projectType: "deck", size: 113, option: "pvc" })?.size).toBe(125);
  });

  it.each([
    null,
    "deck",
    { projectType: "roof", size: 100, option: "pvc" },
    { projectType: "deck", size: 100, option: "teak" },
    { projectType: "deck", size: 99, option: "pvc" },
    { projectType: "deck", size: 801, option: "pvc" },
    { projectType: "deck", size: Number.NaN, option: "pvc" },
    { projectType: "deck", size: "200", option: "pvc" },
  ])("refuses %j", (value) => {
    expect(readCalculatorEstimate(value)).toBeUndefined();
  });

  it("is described in the calculator's words, or as stored when the table no longer knows it", () => {
    expect(estimateDescription("kitchen", 120, "premium")).toBe("Kitchen remodel, 120 sq ft, Premium");
    expect(estimateDescription("flooring", 1500, "vinyl")).toBe(
      "Flooring installation, 1,500 sq ft, Vinyl Plank",
    );
    expect(estimateDescription("fence", 100, "wood6")).toBe("Fence installation, 100 linear ft, 6 ft Wood");
    expect(estimateDescription("roof", 1200, "slate")).toBe("roof, 1,200, slate");
  });
});
