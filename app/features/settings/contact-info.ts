import type { ContactInfo } from "~/lib/contact-card";
import { STARTING_HOURS_TEXT } from "~/lib/weekly-hours";

/**
 * Shown when the business settings cannot be loaded: pages fall back to these. The hours are the text of
 * the weekly hours a new database starts with, the one the demo's settings are seeded with.
 */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  businessName: "Big Country Home Remodeling",
  address: "1250 Pine St, Abilene, TX 79601",
  phone: "(325) 555-0142",
  email: "hello@bigcountryhomeremodeling.com",
  hours: STARTING_HOURS_TEXT,
  foundedYear: 2010,
  socialLinks: { facebook: null, instagram: null, website: null },
};
