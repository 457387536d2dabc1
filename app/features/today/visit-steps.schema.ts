/**
 * What the owner sends from a visit (docs/today.md): the minutes "on my way" says, and a new slot for the
 * visit. The API and the page's native posts check the same schemas. Client-safe.
 */
import { z } from "zod";
import { businessToday } from "~/lib/dates";
import { isCalendarDate } from "~/lib/text-fields";
import { ON_MY_WAY_MINUTES } from "~/lib/vocabulary";

export type OnMyWayMinutes = (typeof ON_MY_WAY_MINUTES)[number];

/** What the minutes list starts on. */
export const DEFAULT_ON_MY_WAY_MINUTES: OnMyWayMinutes = 20;

export const MINUTES_MESSAGE = `Please choose ${ON_MY_WAY_MINUTES.slice(0, -1).join(", ")} or ${ON_MY_WAY_MINUTES.at(-1)} minutes`;

const isOnMyWayMinutes = (value: number): value is OnMyWayMinutes =>
  (ON_MY_WAY_MINUTES as readonly number[]).includes(value);

/** POST /api/admin/visits/{bookingId}/on-my-way: `minutes` from the list (a form posts it as text); 20 when left out. */
export const onMyWaySchema = z.object({
  minutes: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/)
          .transform(Number),
      ],
      { error: MINUTES_MESSAGE },
    )
    .default(DEFAULT_ON_MY_WAY_MINUTES)
    .refine(isOnMyWayMinutes, MINUTES_MESSAGE),
});

const DATE_MESSAGE = "Please choose the new date";
const TIME_MESSAGE = "Please choose the new time";

/** POST /api/admin/visits/{bookingId}/move: the visit's new slot. */
export const moveVisitSchema = z.object({
  date: z
    .string({ error: DATE_MESSAGE })
    .trim()
    .refine(isCalendarDate, DATE_MESSAGE)
    .refine((value) => value >= businessToday(), "A visit cannot be moved into the past"),
  time: z.string({ error: TIME_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE),
  /** Move it even onto a closed day, a day off, outside the hours or over another visit (after a 409). */
  confirmOutsideHours: z.boolean().optional(),
});
export type MoveVisitInput = z.input<typeof moveVisitSchema>;

/**
 * The 409 of a move the business's rules would not take, beside its message: the slot and why ("Closed on
 * Sundays", "Overlaps the visit of Pat Doe at 10:00 AM"), until the request says `confirmOutsideHours`.
 */
export const moveConflictsSchema = z.object({
  conflicts: z.array(z.object({ date: z.string(), time: z.string(), reason: z.string() })),
});
export type MoveConflict = z.infer<typeof moveConflictsSchema>["conflicts"][number];

/** The 409 of a second "on my way": when the first was sent. */
export const onMyWaySentSchema = z.object({ sentAt: z.string(), message: z.string() });
