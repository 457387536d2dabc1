/** A job that failed for good, as the back office's Failed jobs tab and `GET /api/admin/jobs` show it. */
export interface FailedJob {
  /** The job's id (a UUID), for `POST /api/admin/jobs/:id/retry`. */
  id: string;
  /** What kind of job it is ("Booking confirmation mail"). */
  label: string;
  /** What it was about ("Appointment #12, pat@example.com"); null for the scheduled jobs. */
  subject: string | null;
  /** When it was queued and when its last attempt failed (ISO 8601, UTC). */
  queuedAt: string;
  failedAt: string;
  attempts: number;
  /** The last attempt's error message: one line, no addresses, no stack. */
  reason: string;
}

export const JOB_STATES = ["failed"] as const;
export type JobState = (typeof JOB_STATES)[number];
