import { z } from "zod";
import { businessToday } from "~/lib/dates";
import { textOptInField } from "~/lib/text-consent";
import { emailField, isCalendarDate, optionalText, phoneField, requiredText } from "~/lib/text-fields";
import { TIME_SLOTS } from "~/lib/visit-slots";

/** Visits start on the hour, 9:00 AM through 5:00 PM, in business time; the opening hours narrow each day. */
export { TIME_SLOTS };

export const SERVICES_MESSAGE = "Please select at least one service";
const DATE_MESSAGE = "Please select a date";
export const PAST_DATE_MESSAGE = "Please select a date that is today or later";
const TIME_MESSAGE = "Please select a time";
/** The most of one service a booking takes: no visit needs a thousand of anything. */
export const MAX_QUANTITY = 99;
/** Said under a quantity above MAX_QUANTITY, and by the API for it: never lowered without a word. */
export const QUANTITY_LIMIT_MESSAGE = `Quantity must be at most ${MAX_QUANTITY}`;

const quantityField = z.coerce
  .number({ error: SERVICES_MESSAGE })
  .int(SERVICES_MESSAGE)
  .min(1, SERVICES_MESSAGE)
  .max(MAX_QUANTITY, QUANTITY_LIMIT_MESSAGE);

const serviceLine = z.object({
  serviceId: z.coerce.number({ error: SERVICES_MESSAGE }).int(SERVICES_MESSAGE).positive(SERVICES_MESSAGE),
  quantity: quantityField,
});

/**
 * A booking request, parsed by the booking form and again by POST /api/book. It carries
 * no prices: the server prices every line from the database.
 */
export const bookingSchema = z.object({
  name: requiredText({ min: 2, max: 100, message: "Full name is required", label: "Full name" }),
  email: emailField("Valid email is required"),
  phone: phoneField("Valid phone number is required"),
  /** Where the visit is; optional, as the business may already know it (or agree it by phone). */
  address: optionalText({ max: 200, label: "Visit address" }),
  date: z
    .string({ error: DATE_MESSAGE })
    .trim()
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
      else if (value < businessToday()) ctx.addIssue({ code: "custom", message: PAST_DATE_MESSAGE });
    }),
  time: z
    .string({ error: TIME_MESSAGE })
    .trim()
    .refine((value) => TIME_SLOTS.includes(value), TIME_MESSAGE),
  details: optionalText({ max: 5000, label: "Details" }),
  services: z
    .array(serviceLine, { error: SERVICES_MESSAGE })
    .min(1, SERVICES_MESSAGE)
    .max(20, SERVICES_MESSAGE),
  /** The customer ticked the box for texts (unticked, or left out: no texts); docs/texts.md. */
  textOptIn: textOptInField,
});

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingRequest = z.output<typeof bookingSchema>;

/** POST /api/book's answer: go to `url` (the provider's checkout, or the thank-you page when nothing is due). */
export const bookingAnswer = z.object({
  sessionId: z.string().nullable(),
  url: z.string(),
  appointmentId: z.number(),
  bookingId: z.number(),
});

export type BookingResponse = z.infer<typeof bookingAnswer>;

/** GET /api/availability without a date (kept in app/lib, where the shared calendar reads it too). */
export type { Availability, BookingWindow } from "~/lib/visit-slots";
