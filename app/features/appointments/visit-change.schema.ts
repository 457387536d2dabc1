/**
 * What a customer sends to reschedule, and what an admin sends to refund: parsed by the forms and again by
 * the API. Whether a slot is offered and free is the server's to say (409 with its message).
 */
import { z } from "zod";
import { isCalendarDate } from "~/lib/text-fields";

export const RESCHEDULE_DATE_MESSAGE = "Please select a date";
export const RESCHEDULE_TIME_MESSAGE = "Please select a time";

export const rescheduleSchema = z.object({
  date: z.string({ error: RESCHEDULE_DATE_MESSAGE }).trim().refine(isCalendarDate, RESCHEDULE_DATE_MESSAGE),
  time: z
    .string({ error: RESCHEDULE_TIME_MESSAGE })
    .trim()
    .regex(/^([01][0-9]|2[0-3]):00$/, RESCHEDULE_TIME_MESSAGE),
});
export type RescheduleInput = z.input<typeof rescheduleSchema>;

// The refund request is the same for every payment an admin gives back (app/lib/refund-request.ts).
export {
  overRemainingMessage,
  REFUND_AMOUNT_MESSAGE,
  REFUND_KEY_REUSED,
  REFUND_REASON_MESSAGE,
  REFUND_REQUEST_KEY_MESSAGE,
  refundSchema,
  type RefundInput,
} from "~/lib/refund-request";
export const NOTHING_PAID = "Nothing has been paid for this booking that could be refunded.";
