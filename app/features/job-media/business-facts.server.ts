/**
 * What the consent's words and a published project take from Settings: the business's name, and the town a
 * project is shown in (the business's own, never the customer's address).
 */
import type { Db } from "~db/client.server";
import { businessSettings } from "~db/schema";

/** The projects' own default town (db/schema.ts), when Settings are not written yet. */
const DEFAULT_LOCATION = "Abilene, TX";

export async function businessFacts(db: Db) {
  const [row] = await db
    .select({
      name: businessSettings.businessName,
      city: businessSettings.city,
      region: businessSettings.region,
    })
    .from(businessSettings)
    .limit(1);
  return {
    name: row?.name || "the business",
    location: row?.city && row.region ? `${row.city}, ${row.region}` : DEFAULT_LOCATION,
  };
}
