/** The shape search engines need from the home page's structured data, for the tests. */
import { z } from "zod";

const geoCoordinates = z.object({
  "@type": z.literal("GeoCoordinates"),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

const rating = z.object({
  "@type": z.literal("Rating"),
  ratingValue: z.number().int().min(1).max(5),
  bestRating: z.literal(5),
  worstRating: z.literal(1),
});

export const reviewSchema = z.object({
  "@type": z.literal("Review"),
  author: z.object({ "@type": z.literal("Person"), name: z.string().min(1) }),
  reviewRating: rating,
  reviewBody: z.string().min(1),
  datePublished: z.iso.date(),
});

export const cityNames = ["Abilene, TX", "Sweetwater, TX", "Anson, TX", "Merkel, TX"];

export const businessJsonLdSchema = z.object({
  "@context": z.literal("https://schema.org"),
  "@type": z.enum(["HomeAndConstructionBusiness", "GeneralContractor"]),
  name: z.string().min(1),
  url: z.url(),
  telephone: z.string().min(7),
  email: z.email(),
  image: z.url(),
  logo: z.url(),
  priceRange: z.string().min(1).max(100),
  address: z.object({
    "@type": z.literal("PostalAddress"),
    streetAddress: z.string().min(1),
    addressLocality: z.string().min(1),
    addressRegion: z.string().min(1),
    postalCode: z.string().regex(/^\d{5}(-\d{4})?$/),
    addressCountry: z.literal("US"),
  }),
  geo: geoCoordinates,
  openingHours: z.array(
    z.string().regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/),
  ),
  openingHoursSpecification: z.array(
    z.object({
      "@type": z.literal("OpeningHoursSpecification"),
      dayOfWeek: z.array(z.string().startsWith("https://schema.org/")).min(1),
      opens: z.string().regex(/^\d\d:\d\d$/),
      closes: z.string().regex(/^\d\d:\d\d$/),
    }),
  ),
  sameAs: z.array(z.url()).optional(),
  areaServed: z.tuple(
    [
      z.object({
        "@type": z.literal("GeoCircle"),
        geoMidpoint: geoCoordinates,
        geoRadius: z.literal(80467),
      }),
    ],
    z.object({
      "@type": z.literal("City"),
      name: z.string(),
      containedInPlace: z.object({ "@type": z.literal("State"), name: z.literal("Texas") }),
    }),
  ),
  aggregateRating: z.object({
    "@type": z.literal("AggregateRating"),
    ratingValue: z.number().min(1).max(5),
    reviewCount: z.number().int().min(0),
    bestRating: z.literal(5),
    worstRating: z.literal(1),
  }),
  review: z.array(reviewSchema).min(1),
});

export type ParsedBusinessJsonLd = z.infer<typeof businessJsonLdSchema>;
