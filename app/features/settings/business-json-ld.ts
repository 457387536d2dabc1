/**
 * The home page's structured data: schema.org HomeAndConstructionBusiness built from the
 * settings record and the approved reviews, so that every fact a search engine reads is the one the admin
 * edits or approves. The rating summary is computed from all approved reviews (docs/reviews.md).
 */
import { formatWholeDollars } from "~/lib/money";
import type { ratingSummary } from "~/lib/rating-summary";
import { DEFAULT_SHARE_IMAGE } from "~/lib/seo";
import { openingHoursText, parseOpeningHours } from "./opening-hours";
import { SERVICE_AREA } from "./service-area";
import type { BusinessSettings } from "./settings.server";

export type BusinessFacts = Pick<
  BusinessSettings,
  | "businessName"
  | "phone"
  | "email"
  | "streetAddress"
  | "city"
  | "region"
  | "postalCode"
  | "latitude"
  | "longitude"
  | "hours"
  | "facebookUrl"
  | "instagramUrl"
  | "websiteUrl"
>;

export interface PublicReview {
  author: string;
  rating: number;
  text: string;
  /** yyyy-MM-dd */
  reviewedOn: string;
}

/** Average stars to one decimal and count, of every approved review (`ratingSummary`). */
export type RatingSummary = ReturnType<typeof ratingSummary>;

export interface BusinessJsonLdInput {
  settings: BusinessFacts;
  /** The newest approved reviews, listed one by one. */
  reviews: readonly PublicReview[];
  /** The summary of all approved reviews, however few of them are listed. */
  summary: RatingSummary;
  siteUrl: string;
  /** The active services; the span of their job prices becomes priceRange. */
  services: readonly ServicePrice[];
}

export interface ServicePrice {
  basePrice: string;
  priceUnit: string;
}

export const LOGO_PATH = "/logo-512.png";

/**
 * "$150-$15,000" from the services' job prices (fixed and starting-at); per-foot rates are left out
 * because "$28" is not the price of a job. Undefined when there is no such price.
 */
export function priceRange(services: readonly ServicePrice[]): string | undefined {
  const amounts = services
    .filter((s) => s.priceUnit !== "per_ft")
    .map((s) => Number(s.basePrice))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (amounts.length === 0) return undefined;
  const low = formatWholeDollars(Math.min(...amounts));
  const high = formatWholeDollars(Math.max(...amounts));
  return low === high ? low : `${low}-${high}`;
}

export function buildBusinessJsonLd({ settings, reviews, summary, siteUrl, services }: BusinessJsonLdInput) {
  const latitude = Number(settings.latitude);
  const longitude = Number(settings.longitude);
  const hours = parseOpeningHours(settings.hours);
  const sameAs = [settings.facebookUrl, settings.instagramUrl, settings.websiteUrl].filter(
    (url): url is string => Boolean(url?.trim()),
  );
  const range = priceRange(services);
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#business`,
    name: settings.businessName,
    url: `${siteUrl}/`,
    telephone: settings.phone,
    email: settings.email,
    image: `${siteUrl}${DEFAULT_SHARE_IMAGE}`,
    logo: `${siteUrl}${LOGO_PATH}`,
    ...(range && { priceRange: range }),
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.streetAddress,
      addressLocality: settings.city,
      addressRegion: settings.region,
      postalCode: settings.postalCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude, longitude },
    ...(hours.length > 0 && {
      openingHours: hours.map(openingHoursText),
      openingHoursSpecification: hours.map(({ days, opens, closes }) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days.map((day) => `https://schema.org/${day}`),
        opens,
        closes,
      })),
    }),
    ...(sameAs.length > 0 && { sameAs }),
    areaServed: [
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude, longitude },
        geoRadius: SERVICE_AREA.radiusMeters,
      },
      ...SERVICE_AREA.cities.map((name) => ({
        "@type": "City",
        name: `${name}, ${SERVICE_AREA.stateCode}`,
        containedInPlace: { "@type": "State", name: SERVICE_AREA.state },
      })),
    ],
    // Search engines refuse an aggregate of no reviews: none is stated until one is approved.
    ...(summary.reviewCount > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: summary.ratingValue,
        reviewCount: summary.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(reviews.length > 0 && {
      review: reviews.map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.author },
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        reviewBody: review.text,
        datePublished: review.reviewedOn,
      })),
    }),
  };
}

export type BusinessJsonLd = ReturnType<typeof buildBusinessJsonLd>;
