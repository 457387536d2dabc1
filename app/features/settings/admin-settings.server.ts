import type { Db } from "~db/client.server";
import { businessSettings } from "~db/schema";
import type { AdminSettings } from "./endpoints";
import { getBusinessSettings, type BusinessSettings } from "./settings.server";

/** The form's fields, by their names there; a link not shown is "". */
function toAdminSettings({
  businessName,
  foundedYear,
  slotCapacity,
  phone,
  email,
  streetAddress,
  city,
  region,
  postalCode,
  hours,
  facebookUrl,
  instagramUrl,
  websiteUrl,
}: BusinessSettings): AdminSettings {
  const socialLinks = {
    facebook: facebookUrl ?? "",
    instagram: instagramUrl ?? "",
    website: websiteUrl ?? "",
  };
  return {
    businessName,
    foundedYear,
    slotCapacity,
    phone,
    email,
    address: streetAddress,
    city,
    region,
    postalCode,
    hours,
    socialLinks,
  };
}

export async function getAdminSettings(db: Db): Promise<AdminSettings | undefined> {
  const settings = await getBusinessSettings(db);
  return settings && toAdminSettings(settings);
}

/**
 * Writes the one settings row. The map position is not edited here: a database that was never seeded gets
 * a neutral value for it (the seed writes the real one).
 */
export async function saveAdminSettings(db: Db, input: AdminSettings): Promise<AdminSettings> {
  const values = {
    businessName: input.businessName,
    foundedYear: input.foundedYear,
    slotCapacity: input.slotCapacity,
    phone: input.phone,
    email: input.email,
    streetAddress: input.address,
    city: input.city,
    region: input.region,
    postalCode: input.postalCode,
    hours: input.hours,
    facebookUrl: input.socialLinks.facebook || null,
    instagramUrl: input.socialLinks.instagram || null,
    websiteUrl: input.socialLinks.website || null,
  };
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, ...values, latitude: "0", longitude: "0" })
    .onConflictDoUpdate({ target: businessSettings.id, set: values })
    .returning();
  return toAdminSettings(row!);
}
