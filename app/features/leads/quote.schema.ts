import { z } from "zod";
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

/** A quote request, parsed by the quote form and again by POST /api/quotes. */
export const quoteSchema = z.object({
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

export type QuoteRequestInput = z.output<typeof quoteSchema>;
export type QuoteField = keyof typeof quoteSchema.shape;
export const QUOTE_FIELDS = Object.keys(quoteSchema.shape) as QuoteField[];
