import { describe, expect, it } from "vitest";
import { summaryOf } from "~/lib/rating-summary";
import { demoReviews, demoServices, demoSettings } from "~db/demo-data";
import { businessJsonLdSchema, cityNames } from "~tests/support/business-json-ld-schema";
import { buildBusinessJsonLd, priceRange } from "./business-json-ld";

const siteUrl = "https://www.example.test";
const demoSummary = summaryOf(demoReviews.map((review) => review.rating));
const build = (overrides: Partial<Parameters<typeof buildBusinessJsonLd>[0]> = {}) =>
  buildBusinessJsonLd({
    settings: demoSettings,
    reviews: demoReviews,
    summary: demoSummary,
    siteUrl,
    services: demoServices,
    ...overrides,
  });

describe("buildBusinessJsonLd", () => {
  it("has every field search engines need, in the expected shape", () => {
    const result = businessJsonLdSchema.safeParse(build());
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("states the business facts of the settings record, with absolute URLs", () => {
    const data = build();
    expect(data).toMatchObject({
      "@type": "HomeAndConstructionBusiness",
      name: "Big Country Home Remodeling",
      url: "https://www.example.test/",
      telephone: "(325) 555-0142",
      email: "hello@bigcountryhomeremodeling.com",
      image: "https://www.example.test/images/hero/hero-remodel-1600.webp",
      logo: "https://www.example.test/logo-512.png",
      address: {
        streetAddress: "1250 Pine St",
        addressLocality: "Abilene",
        addressRegion: "TX",
        postalCode: "79601",
      },
      geo: { latitude: 32.4487, longitude: -99.7331 },
      aggregateRating: { ratingValue: 4.8, reviewCount: 47 },
    });
  });

  it("serves a circle of 80467 m around the business and the four towns", () => {
    const [circle, ...cities] = build().areaServed;
    expect(circle).toEqual({
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: 32.4487, longitude: -99.7331 },
      geoRadius: 80467,
    });
    expect(cities.map((city) => (city as { name: string }).name)).toEqual(cityNames);
  });

  it("moves the circle with the business's location", () => {
    const [circle] = build({
      settings: { ...demoSettings, latitude: "32.470000", longitude: "-100.405900" },
    }).areaServed;
    expect(circle).toMatchObject({ geoMidpoint: { latitude: 32.47, longitude: -100.4059 } });
  });

  it("rates the business from the approved reviews: the demo's 47 give 4.8", () => {
    expect(demoReviews).toHaveLength(47);
    expect(demoSummary).toEqual({ ratingValue: 4.8, reviewCount: 47 });
    expect(build().aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.8,
      reviewCount: 47,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("computes another figure from another set of reviews, whatever the old settings columns say", () => {
    const summary = summaryOf([5, 4, 4, 3]);
    expect(summary).toEqual({ ratingValue: 4, reviewCount: 4 });
    expect(build({ summary }).aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 4 });
    // 14 / 3 = 4.666...: one decimal, rounded.
    expect(summaryOf([5, 5, 4])).toEqual({ ratingValue: 4.7, reviewCount: 3 });
    expect(build({ summary: summaryOf([5, 5, 4]) }).aggregateRating).toMatchObject({ ratingValue: 4.7 });
  });

  it("states no aggregate rating before any review is approved", () => {
    const data = build({ reviews: [], summary: summaryOf([]) });
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("lists each review with its author, rating, text and date", () => {
    const data = build();
    expect(data.review).toHaveLength(demoReviews.length);
    data.review!.forEach((review, i) => {
      const source = demoReviews[i]!;
      expect(review).toEqual({
        "@type": "Review",
        author: { "@type": "Person", name: source.author },
        reviewRating: { "@type": "Rating", ratingValue: source.rating, bestRating: 5, worstRating: 1 },
        reviewBody: source.text,
        datePublished: source.reviewedOn,
      });
    });
  });

  it("leaves the review list out when there are no reviews (and the shape check notices)", () => {
    const data = build({ reviews: [] });
    expect(data).not.toHaveProperty("review");
    expect(businessJsonLdSchema.safeParse(data).success).toBe(false);
  });

  it("names only the configured social links", () => {
    const data = build({ settings: { ...demoSettings, instagramUrl: null, websiteUrl: " " } });
    expect(data.sameAs).toEqual(["https://www.facebook.com/bigcountryhomeremodeling"]);
    const none = build({
      settings: { ...demoSettings, facebookUrl: null, instagramUrl: null, websiteUrl: null },
    });
    expect(none).not.toHaveProperty("sameAs");
  });

  it("derives the opening hours from the hours text, and omits them when the text cannot be read", () => {
    expect(build().openingHours).toEqual(["Mo-Fr 09:00-17:00", "Sa 09:00-13:00"]);
    const unreadable = build({ settings: { ...demoSettings, hours: "By appointment" } });
    expect(unreadable).not.toHaveProperty("openingHours");
    expect(unreadable).not.toHaveProperty("openingHoursSpecification");
  });
});

describe("priceRange", () => {
  it("spans the job prices, leaving per-foot rates out", () => {
    expect(priceRange(demoServices)).toBe("$95-$15,000");
    expect(priceRange([{ basePrice: "28.00", priceUnit: "per_ft" }])).toBeUndefined();
    expect(priceRange([{ basePrice: "150.00", priceUnit: "fixed" }])).toBe("$150");
    expect(priceRange([])).toBeUndefined();
  });
});
