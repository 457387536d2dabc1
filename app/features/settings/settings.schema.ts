import { z } from "zod";
import { businessYear } from "~/lib/dates";
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
});

export type SettingsInput = z.input<typeof settingsSchema>;

export const HOURS_FOLLOW_OPENING_HOURS =
  "Business hours follow the opening hours. Please change them under Opening hours.";
