/** The business settings' endpoints (app/lib/endpoint.ts): the public contact card and the admin's form. */
import { z } from "zod";
import { adminRecord, endpoint } from "~/lib/endpoint";
import { ownerAlertsSchema } from "./owner-alerts";
import { settingsSchema } from "./settings.schema";

/** The business's public contact card (`ContactInfo`): a social link not shown is null. */
export const contactInfoAnswer = z.object({
  businessName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  foundedYear: z.number(),
  socialLinks: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    website: z.string().nullable(),
  }),
});

/** The business facts an admin edits in the Settings tab (docs/business-data.md). */
export const adminSettingsAnswer = z.object({
  businessName: z.string(),
  foundedYear: z.number(),
  slotCapacity: z.number(),
  phone: z.string(),
  email: z.string(),
  /** The street address; city, region and postal code are fields of their own. */
  address: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  /** Derived from the opening hours; shown here, changed only there. */
  hours: z.string(),
  /** "" = not shown on the site. */
  socialLinks: z.object({ facebook: z.string(), instagram: z.string(), website: z.string() }),
  /** Which alerts the owner gets by mail (docs/mail.md). */
  alerts: ownerAlertsSchema,
  /** The most a booking asks online as its deposit ("500.00"); null: no cap (docs/booking-and-payments.md). */
  bookingDepositCap: z.string().nullable(),
  /** A payment schedule's invoices are sent at once; off: each is made as a draft (docs/invoices.md). */
  scheduleInvoicesSent: z.boolean(),
  /** Where the alerts by text go, in E.164; "" = none (docs/texts.md). */
  ownerMobile: z.string(),
  /** The alerts that are on go by text to `ownerMobile` too. */
  alertTexts: z.boolean(),
});

export type AdminSettings = z.infer<typeof adminSettingsAnswer>;

export const publicSettingsEndpoints = {
  contactInfo: endpoint({
    method: "GET",
    path: "/api/contact-info",
    access: "public",
    output: contactInfoAnswer,
  }),
};

const adminSettings = adminRecord("/api/admin/contact-info", settingsSchema, adminSettingsAnswer, "POST");

export const adminSettingsEndpoints = {
  get: adminSettings.read,
  /** The hours may be left out ("") or sent as GET answered them: they follow the opening hours. */
  save: adminSettings.write,
};
