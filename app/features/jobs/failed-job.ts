import { z } from "zod";
import { timestamp } from "~/lib/endpoint";

/** A job that failed for good, as the back office's Failed jobs tab and `GET /api/admin/jobs` show it. */
export const failedJob = z.object({
  /** The job's id (a UUID), for `POST /api/admin/jobs/:id/retry`. */
  id: z.string(),
  /** What kind of job it is ("Booking confirmation mail"). */
  label: z.string(),
  /** What it was about ("Appointment #12, pat@example.com"); null for the scheduled jobs. */
  subject: z.string().nullable(),
  /** When it was queued and when its last attempt failed (ISO 8601, UTC). */
  queuedAt: timestamp,
  failedAt: timestamp,
  attempts: z.number(),
  /** The last attempt's error message: one line, no addresses, no stack. */
  reason: z.string(),
});
export type FailedJob = z.infer<typeof failedJob>;

export const JOB_STATES = ["failed"] as const;
export type JobState = (typeof JOB_STATES)[number];
