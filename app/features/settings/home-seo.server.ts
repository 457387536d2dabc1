import { eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { services } from "~db/schema";
import {
  buildBusinessJsonLd,
  type PublicReview,
  type RatingSummary,
  type ServicePrice,
} from "./business-json-ld";
import { getBusinessSettings } from "./settings.server";

/**
 * What the home page tells search engines beyond title and description: the business's structured data and
 * its geo tags. The page hands in the approved reviews it shows and their summary (the reviews feature
 * reads them). Null when the business has no settings record yet (nothing true to say).
 */
export async function loadHomeSeo(
  db: Db,
  {
    siteUrl,
    reviews,
    summary,
  }: { siteUrl: string; reviews: readonly PublicReview[]; summary: RatingSummary },
) {
  const [settings, prices] = await Promise.all([
    getBusinessSettings(db),
    // Only the prices, for priceRange: the page's service list loads on its own, without waiting for this.
    db
      .select({ basePrice: services.basePrice, priceUnit: services.priceUnit })
      .from(services)
      .where(eq(services.isActive, true)) as Promise<ServicePrice[]>,
  ]);
  if (!settings) return null;
  return {
    structuredData: buildBusinessJsonLd({ settings, reviews, summary, siteUrl, services: prices }),
    geo: {
      region: `US-${settings.region}`,
      placename: settings.city,
      latitude: Number(settings.latitude),
      longitude: Number(settings.longitude),
    },
  };
}
