import { z } from "zod";
import { readCalculatorEstimate } from "~/lib/calculator-pricing";
import { businessToday } from "~/lib/dates";
import { isCalendarDate, requiredText } from "~/lib/text-fields";
import { leadEmailField, leadPhoneField, nameField } from "./lead-fields";

/** The value of the service dropdown's "Select a service" option: not a choice. */
export const SERVICE_PLACEHOLDER = "default";

/** Offered when the services cannot be loaded: the calculator's project types plus Other. */
export const FALLBACK_SERVICE_TYPES = ["Bathroom", "Kitchen", "Flooring", "Fence", "Deck", "Other"] as const;

const SERVICE_MESSAGE = "Please select a service";
const DATE_MESSAGE = "Please select a preferred date";
export const PAST_DATE_MESSAGE = "Please select a preferred date that is today or later";

/** A visit date: today or later in the business's time zone (a past date cannot be a wish). */
const preferredDateField = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
    else if (value < businessToday()) ctx.addIssue({ code: "custom", message: PAST_DATE_MESSAGE });
  });

export const ESTIMATE_MESSAGE = "The instant estimate could not be read. Please recalculate it.";

/**
 * The calculator's estimate sent with a request: missing or null is none; anything else must be one the price
 * table knows (type, option, size within range). Only its choices travel: the server prices them itself.
 */
const estimateField = z
  .unknown()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return undefined;
    const estimate = readCalculatorEstimate(value);
    if (!estimate) {
      ctx.addIssue({ code: "custom", message: ESTIMATE_MESSAGE });
      return z.NEVER;
    }
    return estimate;
  })
  .optional();

/** The fields a person types into the quote form: the form checks them, and the API again (quoteSchema). */
export const quoteFieldsSchema = z.object({
  name: nameField,
  email: leadEmailField,
  phone: leadPhoneField,
  serviceType: requiredText({ min: 1, max: 100, message: SERVICE_MESSAGE, label: "Service" }).refine(
    (value) => value !== SERVICE_PLACEHOLDER,
    SERVICE_MESSAGE,
  ),
  details: requiredText({
    min: 10,
    max: 5000,
    message: "Please provide some details about your project",
    label: "Details",
  }),
  preferredDate: preferredDateField,
});

/** A quote request as POST /api/quotes reads it: the typed fields plus the calculator's estimate, if any. */
export const quoteSchema = quoteFieldsSchema.extend({ estimate: estimateField });

export type QuoteRequestInput = z.output<typeof quoteSchema>;
