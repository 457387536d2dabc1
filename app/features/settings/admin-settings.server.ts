import type { Db } from "~db/client.server";
import { businessSettings } from "~db/schema";
import type { AdminSettings } from "./endpoints";
import { alertColumns, alertsOf } from "./owner-alert-settings.server";
import { ownerTextColumns } from "./owner-texts.server";
import { getBusinessSettings, type BusinessSettings } from "./settings.server";

/** The form's fields, by their names there; a link not shown is "". */
function toAdminSettings(row: BusinessSettings): AdminSettings {
  return { ...formFields(row), alerts: alertsOf(row) };
}

function formFields({
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
  bookingDepositCap,
  scheduleInvoicesSent,
  ownerMobile,
  alertTexts,
}: BusinessSettings): Omit<AdminSettings, "alerts"> {
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
    bookingDepositCap,
    scheduleInvoicesSent,
    ownerMobile: ownerMobile ?? "",
    alertTexts,
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
type LeftAsTheyAre = "alerts" | "bookingDepositCap" | "scheduleInvoicesSent" | "ownerMobile" | "alertTexts";

export async function saveAdminSettings(
  db: Db,
  input: Omit<AdminSettings, LeftAsTheyAre> & Partial<Pick<AdminSettings, LeftAsTheyAre>>,
): Promise<AdminSettings> {
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
    // Alerts left out of the request stay as they are (a new row starts with all of them on).
    ...(input.alerts && alertColumns(input.alerts)),
    // So are the deposit's cap (null: no cap) and how a payment schedule's invoices go.
    ...(input.bookingDepositCap !== undefined && { bookingDepositCap: input.bookingDepositCap }),
    ...(input.scheduleInvoicesSent !== undefined && { scheduleInvoicesSent: input.scheduleInvoicesSent }),
    // The alerts by text: the number in E.164, and on only with a number (a 400 at the number otherwise).
    ...ownerTextColumns(input, await getBusinessSettings(db)),
  };
  const [row] = await db
    .insert(businessSettings)
    .values({ id: 1, ...values, latitude: "0", longitude: "0" })
    .onConflictDoUpdate({ target: businessSettings.id, set: values })
    .returning();
  return toAdminSettings(row!);
}
