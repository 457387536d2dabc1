import type { ContactInfo } from "~/lib/contact-card";
import { toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import { businessSettings } from "~db/schema";

export type BusinessSettings = typeof businessSettings.$inferSelect;

export async function getBusinessSettings(db: Db): Promise<BusinessSettings | undefined> {
  const [row] = await db.select().from(businessSettings).limit(1);
  return row;
}

export function formatAddress(s: Pick<BusinessSettings, "streetAddress" | "city" | "region" | "postalCode">) {
  return `${s.streetAddress}, ${s.city}, ${s.region} ${s.postalCode}`;
}

export function toContactInfo(s: BusinessSettings): ContactInfo {
  return {
    businessName: s.businessName,
    address: formatAddress(s),
    phone: s.phone,
    email: s.email,
    hours: s.hours,
    foundedYear: s.foundedYear,
    socialLinks: { facebook: s.facebookUrl, instagram: s.instagramUrl, website: s.websiteUrl },
  };
}

export async function getContactInfo(db: Db): Promise<ContactInfo | undefined> {
  const settings = await getBusinessSettings(db);
  return settings && toContactInfo(settings);
}

/**
 * The most a booking asks online as its deposit, in cents; null when the business set no cap (or has no
 * settings yet). Read by the booking's server and by the booking page, so both ask the same.
 */
export async function bookingDepositCapCents(db: Db): Promise<number | null> {
  const [row] = await db.select({ cap: businessSettings.bookingDepositCap }).from(businessSettings).limit(1);
  return row?.cap == null ? null : toCents(row.cap);
}
