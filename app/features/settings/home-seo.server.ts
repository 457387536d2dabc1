import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { reviews, services } from "../../../db/schema";
import { buildBusinessJsonLd, type PublicReview, type ServicePrice } from "./business-json-ld";
import { getBusinessSettings } from "./settings.server";

/** The newest reviews go into the page; the total count comes from the settings' review summary. */
const REVIEWS_IN_PAGE = 10;

export function listRecentReviews(db: Db, limit = REVIEWS_IN_PAGE): Promise<PublicReview[]> {
  return db
    .select({
      author: reviews.author,
      rating: reviews.rating,
      text: reviews.text,
      reviewedOn: reviews.reviewedOn,
    })
    .from(reviews)
    .orderBy(desc(reviews.reviewedOn), desc(reviews.id))
    .limit(limit);
}

/**
 * What the home page tells search engines beyond title and description: the business's structured data and
 * its geo tags. Null when the business has no settings record yet (nothing true to say).
 */
export async function loadHomeSeo(db: Db, { siteUrl }: { siteUrl: string }) {
  const [settings, recent, prices] = await Promise.all([
    getBusinessSettings(db),
    listRecentReviews(db),
    // Only the prices, for priceRange: the page's service list loads on its own, without waiting for this.
    db
      .select({ basePrice: services.basePrice, priceUnit: services.priceUnit })
      .from(services)
      .where(eq(services.isActive, true)) as Promise<ServicePrice[]>,
  ]);
  if (!settings) return null;
  return {
    structuredData: buildBusinessJsonLd({ settings, reviews: recent, siteUrl, services: prices }),
    geo: {
      region: `US-${settings.region}`,
      placename: settings.city,
      latitude: Number(settings.latitude),
      longitude: Number(settings.longitude),
    },
  };
}
