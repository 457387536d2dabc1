import { describe, expect, it } from "vitest";
import { descriptionPreview, serviceBadge, type PublicService } from "./service";
import { ALL_CATEGORIES, filterServices, serviceCategories } from "./service-filters";

describe("descriptionPreview", () => {
  it("leaves a description of 120 characters or fewer alone", () => {
    const exactly120 = "a".repeat(120);
    expect(descriptionPreview(exactly120)).toBe(exactly120);
    expect(descriptionPreview("Short.")).toBe("Short.");
  });

  it("cuts a longer description to 120 characters and adds an ellipsis", () => {
    const long = "b".repeat(121);
    expect(descriptionPreview(long)).toBe(`${"b".repeat(120)}...`);
  });

  it("does not leave a space before the ellipsis", () => {
    const long = `${"c".repeat(119)} and more`;
    expect(descriptionPreview(long)).toBe(`${"c".repeat(119)}...`);
  });
});

describe("serviceBadge", () => {
  it("shows the category, or Service when there is none", () => {
    expect(serviceBadge({ category: "Kitchen" })).toBe("Kitchen");
    expect(serviceBadge({ category: null })).toBe("Service");
    expect(serviceBadge({ category: "" })).toBe("Service");
  });
});

const service = (id: number, name: string, description: string, category: string | null): PublicService => ({
  id,
  name,
  description,
  category,
  basePrice: "100.00",
  priceUnit: "fixed",
  imageUrl: "/x.webp",
});

const services = [
  service(1, "Kitchen Remodeling", "Cabinets and countertops", "Kitchen"),
  service(2, "Fence Installation", "Cedar PRIVACY fences", "Outdoor"),
  service(3, "Deck Building", "Composite decks", "Outdoor"),
  service(4, "Odd Jobs", "Anything at all", null),
];

describe("filterServices", () => {
  it("matches the name or the description in any case", () => {
    expect(filterServices(services, "KITCHEN").map((s) => s.id)).toEqual([1]);
    expect(filterServices(services, "privacy").map((s) => s.id)).toEqual([2]);
    expect(filterServices(services, "  decks ").map((s) => s.id)).toEqual([3]);
  });

  it("keeps everything for an empty query and the All tab", () => {
    expect(filterServices(services, "", ALL_CATEGORIES)).toHaveLength(4);
  });

  it("combines the query with the category", () => {
    expect(filterServices(services, "", "Outdoor").map((s) => s.id)).toEqual([2, 3]);
    expect(filterServices(services, "cedar", "Kitchen")).toEqual([]);
  });

  it("finds nothing for a query that matches nothing", () => {
    expect(filterServices(services, "swimming pool")).toEqual([]);
  });
});

describe("serviceCategories", () => {
  it("lists each category once, in order, without empty ones", () => {
    expect(serviceCategories(services)).toEqual(["Kitchen", "Outdoor"]);
  });
});
