import { z } from "zod";
import { fitsMoneyColumns, toCents } from "~/lib/deposit";
import { descriptionField } from "~/lib/description-field";
import { isImageUrl } from "~/lib/image-url";
import { optionalText, requiredText } from "~/lib/text-fields";
import { PRICE_UNITS, SERVICE_CATEGORIES } from "~/lib/vocabulary";

const PRICE_MESSAGE = "Price must be a valid number";
const IMAGE_MESSAGE = "Image URL is required";

/** Labels of the price units in the admin form. */
export const PRICE_UNIT_LABELS: Record<(typeof PRICE_UNITS)[number], string> = {
  fixed: "Fixed Price",
  starting: "Starting At",
  per_ft: "Per Linear Foot",
};

/**
 * The admin's service form, parsed by the dialog and again by POST/PUT /api/admin/services.
 * basePrice is a string in the form and leaves as a two-decimal string; an unknown price unit is read as
 * a starting price.
 */
export const serviceSchema = z.object({
  name: requiredText({ min: 2, max: 100, message: "Name is required", label: "Name" }),
  description: descriptionField(2000),
  basePrice: z
    .union([z.string(), z.number()], { error: PRICE_MESSAGE })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(value) && fitsMoneyColumns(toCents(value)), PRICE_MESSAGE)
    .transform((value) => Number(value).toFixed(2)),
  priceUnit: requiredText({
    min: 1,
    max: 20,
    message: "Price unit is required",
    label: "Price unit",
  }).transform(
    (value) =>
      ((PRICE_UNITS as readonly string[]).includes(value)
        ? value
        : "starting") as (typeof PRICE_UNITS)[number],
  ),
  imageUrl: requiredText({ min: 1, max: 10_000_000, message: IMAGE_MESSAGE, label: "Image URL" }).refine(
    isImageUrl,
    "Must be a valid image URL or base64 data",
  ),
  category: z.enum(SERVICE_CATEGORIES, { error: "Category is required" }),
  isActive: z.boolean().default(true),
  stripeProductId: optionalText({ max: 255, label: "Stripe product id" }),
});

export type ServiceInput = z.input<typeof serviceSchema>;
export type ServiceValues = z.output<typeof serviceSchema>;

/** The add dialog's starting values: price 0.00, fixed, no category chosen yet. */
export const EMPTY_SERVICE: Partial<ServiceInput> = {
  name: "",
  description: "",
  basePrice: "0.00",
  priceUnit: "fixed",
  imageUrl: "",
  isActive: true,
  stripeProductId: "",
};
