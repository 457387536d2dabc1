import { z } from "zod";
import { businessYear } from "~/lib/dates";
import { toCents } from "~/lib/deposit";
import { emailField, optionalText, requiredText } from "~/lib/text-fields";
import { ownerAlertsSchema } from "./owner-alerts";

const LINK_MESSAGE = "Please enter a full web address (https://...) or leave it empty";

const socialLink = optionalText({ max: 500, label: "Link" }).refine((value) => {
  if (value === "") return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}, LINK_MESSAGE);

const wholeNumber = (message: string, min: number, max: () => number) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .refine((value) => value >= min && value <= max(), message);

export const DEPOSIT_CAP_MESSAGE =
  "Enter an amount greater than $0.00, in dollars and cents, or leave it empty for no cap";
export const DEPOSIT_CAP_TOO_LARGE = "Enter an amount of at most $100,000.00";
/** The most "Most a booking asks online" may be, in cents: $100,000.00. */
export const MAX_DEPOSIT_CAP_CENTS = 10_000_000;

/**
 * The most a booking asks online as its deposit: dollars and cents ("500", "500.00", 500), or empty or null
 * for no cap. Leaves as the API writes money ("500.00") or null.
 */
const depositCap = z
  .union([z.string(), z.number(), z.null()], { error: DEPOSIT_CAP_MESSAGE })
  .transform((value) => (value === null ? "" : String(value).trim().replace(/^\$/, "")))
  .refine((value) => value === "" || (/^\d+(\.\d{1,2})?$/.test(value) && toCents(value) > 0), {
    message: DEPOSIT_CAP_MESSAGE,
    abort: true,
  })
  .refine((value) => value === "" || toCents(value) <= MAX_DEPOSIT_CAP_CENTS, DEPOSIT_CAP_TOO_LARGE)
  .transform((value) => (value === "" ? null : Number(value).toFixed(2)));

const ON_OR_OFF = "Choose on (true) or off (false)";

/** The Settings tab's form, parsed by the page and again by POST /api/admin/contact-info. */
export const settingsSchema = z.object({
  businessName: requiredText({
    min: 2,
    max: 100,
    message: "Business name is required",
    label: "Business name",
  }),
  foundedYear: wholeNumber("Please enter a year between 1900 and this year", 1900, () => businessYear()),
  slotCapacity: wholeNumber("Visits per time slot must be between 1 and 20", 1, () => 20),
  phone: requiredText({ min: 1, max: 30, message: "Phone is required", label: "Phone" }),
  email: emailField("Invalid email address"),
  address: requiredText({ min: 1, max: 200, message: "Address is required", label: "Address" }),
  city: requiredText({ min: 1, max: 100, message: "City is required", label: "City" }),
  region: requiredText({ min: 1, max: 100, message: "State is required", label: "State" }),
  postalCode: requiredText({ min: 1, max: 20, message: "ZIP code is required", label: "ZIP code" }),
  // The hours follow the opening hours (their own form): absent or equal to the text they give.
  hours: optionalText({ max: 300, label: "Business hours" }),
  socialLinks: z
    .object({ facebook: socialLink, instagram: socialLink, website: socialLink }, { error: LINK_MESSAGE })
    .default({ facebook: "", instagram: "", website: "" }),
  // Which alerts the owner gets by mail; left out, they stay as they are.
  alerts: ownerAlertsSchema.optional(),
  // Money and invoices; each left out stays as it is.
  bookingDepositCap: depositCap.optional(),
  scheduleInvoicesSent: z.boolean({ error: ON_OR_OFF }).optional(),
  // The owner's alerts by text (docs/texts.md); each left out stays as it is. The number is checked by the
  // server, which keeps it in E.164 ("" or null: none).
  ownerMobile: optionalText({ max: 30, label: "Owner's mobile" }).optional(),
  alertTexts: z.boolean({ error: ON_OR_OFF }).optional(),
});

export type SettingsInput = z.input<typeof settingsSchema>;

export const HOURS_FOLLOW_OPENING_HOURS =
  "Business hours follow the opening hours. Please change them under Opening hours.";
