import { z } from "zod";
import { timestamp } from "~/lib/endpoint";

/**
 * A queued task (a mail, a reminder, a sweep) that failed for good, as the back office's Failed tasks tab and
 * `GET /api/admin/queue/failed` show it.
 */
export const failedTask = z.object({
  /** The task's id in the queue (a UUID), for `POST /api/admin/queue/:id/retry`. */
  id: z.string(),
  /** What kind of task it is ("Booking confirmation mail"). */
  label: z.string(),
  /** What it was about ("Appointment #12, pat@example.com"); null for the scheduled ones. */
  subject: z.string().nullable(),
  /** When it was queued and when its last attempt failed (ISO 8601, UTC). */
  queuedAt: timestamp,
  failedAt: timestamp,
  attempts: z.number(),
  /** The last attempt's error message: one line, no addresses, no stack. */
  reason: z.string(),
});
export type FailedTask = z.infer<typeof failedTask>;
