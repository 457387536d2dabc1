/**
 * The Settings tab's "Opening hours" and "Days off" forms, parsed by the page and again by
 * /api/admin/availability. Client-safe.
 */
import { z } from "zod";
import { isCalendarDate, optionalText } from "~/lib/text-fields";
import { TIME_SLOTS } from "~/lib/visit-slots";

const SLOT_MESSAGE = "Please choose a time";
export const SLOT_ORDER_MESSAGE = "The last visit cannot start before the first";

const slot = z.string({ error: SLOT_MESSAGE }).refine((value) => TIME_SLOTS.includes(value), SLOT_MESSAGE);

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** One weekday of the form: closed, or open from its first through its last slot. */
const weekdaySchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    open: z.boolean({ error: "Please say whether this day is open" }),
    firstSlot: slot,
    lastSlot: slot,
  })
  .superRefine((day, ctx) => {
    if (day.open && day.firstSlot > day.lastSlot) {
      ctx.addIssue({ code: "custom", path: ["lastSlot"], message: SLOT_ORDER_MESSAGE });
    }
  });

export const WEEK_MESSAGE = "Please give the hours of every day of the week";

export const visitSettingsSchema = z.object({
  /** Sunday (0) through Saturday (6), each once. */
  days: z
    .array(weekdaySchema, { error: WEEK_MESSAGE })
    .length(7, WEEK_MESSAGE)
    .refine((days) => days.every((day, index) => day.weekday === index), WEEK_MESSAGE),
  minNoticeDays: wholeNumber("Minimum notice must be between 0 and 60 days", 0, 60),
  horizonDays: wholeNumber("Booking horizon must be between 1 and 365 days", 1, 365),
  reminderLeadHours: wholeNumber("Reminder lead time must be between 1 and 168 hours", 1, 168),
  cancelWindowHours: wholeNumber("Cancellation window must be between 0 and 168 hours", 0, 168),
});

export type VisitSettings = z.output<typeof visitSettingsSchema>;
export type VisitSettingsInput = z.input<typeof visitSettingsSchema>;

const DATE_MESSAGE = "Please enter a date";
export const END_BEFORE_START = "The last day off cannot be before the first";

const dateField = z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, DATE_MESSAGE);

export const dayOffSchema = z
  .object({
    startsOn: dateField,
    endsOn: dateField,
    note: optionalText({ max: 200, label: "Note" }),
    /** Add it even though visits are booked on it (they stay; the owner moves them one by one). */
    affectedVisits: z.enum(["keep"]).optional(),
  })
  .superRefine((value, ctx) => {
    if (isCalendarDate(value.startsOn) && isCalendarDate(value.endsOn) && value.endsOn < value.startsOn) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: END_BEFORE_START });
    }
  });

export type DayOffInput = z.input<typeof dayOffSchema>;

/** The 409 of a day off over booked visits, beside its message, until the request says to keep them. */
export const affectedVisitsSchema = z.object({
  visits: z.array(
    z.object({
      appointmentId: z.number(),
      date: z.string(),
      time: z.string(),
      customer: z.string(),
      service: z.string(),
    }),
  ),
});
export type AffectedVisit = z.infer<typeof affectedVisitsSchema>["visits"][number];
