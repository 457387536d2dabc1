import type { ContactInfo } from "~/lib/contact-card";

/** Shown when the business settings cannot be loaded: pages fall back to these. */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  businessName: "Big Country Home Remodeling",
  address: "1250 Pine St, Abilene, TX 79601",
  phone: "(325) 555-0142",
  email: "hello@bigcountryhomeremodeling.com",
  hours: "Mon-Fri: 8AM-5PM, Sat: 9AM-2PM, Sun: Closed",
  foundedYear: 2010,
  socialLinks: { facebook: null, instagram: null, website: null },
};
