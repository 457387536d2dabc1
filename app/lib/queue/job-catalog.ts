/**
 * The site's background jobs (docs/background-work.md): each queue's name, how a failed one is tried again,
 * and when a scheduled one runs; what each carries is in job-payloads.ts.
 */
import type { JobPayloads } from "./job-payloads";

export type { CancelRefund, JobPayloads, OwnerAlert, VisitChangeNotice } from "./job-payloads";

/** PostgreSQL schema of the queue's tables, beside the app's own in the same database. */
export const JOB_SCHEMA = "pgboss";

export type JobName = keyof JobPayloads;

export interface QueueSettings {
  /** What a job of this queue is, as the back office names it. */
  label: string;
  /** Attempts after the first; then the job is failed, shown in the back office, and retried from there. */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each wait doubles (and gets up to as much again at random). */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still running after this long is failed (and retried). */
  expireInSeconds: number;
  /** Scheduled queues: when a job is queued (cron, UTC). Once per tick, however many workers run. */
  cron?: string;
}

/**
 * Ten retries from 30 s, doubling: the last one is some 4 to 8 hours after the one before, about 8 to
 * 17 hours after the first attempt, so a mail server down for an afternoon delays mail without losing it.
 */
const MAIL: Omit<QueueSettings, "label"> = {
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
};

/** A scheduled queue whose next tick is its retry: a failed run is not tried again. */
const scheduled = (label: string, cron: string): QueueSettings => ({
  label,
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 5 * 60,
  cron,
});

export const JOB_QUEUES: { readonly [N in JobName]: QueueSettings } = {
  "mail.booking-confirmation": { label: "Booking confirmation mail", ...MAIL },
  "mail.booking-notice": { label: "New booking notice to the business", ...MAIL },
  "mail.refund-notice": { label: "Refund mail", ...MAIL },
  "mail.estimate-sent": { label: "Estimate mail", ...MAIL },
  "mail.estimate-follow-up": { label: "Estimate follow-up mail", ...MAIL },
  "mail.estimate-notice": { label: "Estimate answer mail", ...MAIL },
  "mail.invoice": { label: "Invoice, receipt or payment reminder mail", ...MAIL },
  "mail.change-order-sent": { label: "Change order mail", ...MAIL },
  "mail.change-order-notice": { label: "Change order answer mail", ...MAIL },
  // Hourly, so a change order expires within the first hour after its last valid day (business time).
  "change-orders.expire": scheduled("Expiring change orders", "5 * * * *"),
  // Hourly: the first hour after 8 AM in Texas has a tick whatever the season; the next run is the retry.
  "invoices.queue-reminders": scheduled("Queueing invoice reminders", "19 * * * *"),
  // Hourly: the first tick after 8 AM in Texas on a milestone's date makes its invoice; the next run is the retry.
  "invoices.schedule-milestones": scheduled("Invoicing payment schedule milestones", "23 * * * *"),
  // Hourly; the next run is the retry. A follow-up is due three days after sending, give or take an hour.
  "estimates.follow-up": scheduled("Queueing estimate follow-ups", "7 * * * *"),
  // Hourly, so an estimate expires within the first hour after its last valid day (business time).
  "estimates.expire": scheduled("Expiring estimates", "3 * * * *"),
  // A sign-in link works for 10 minutes: its retries fit in them, and a link found expired is not sent.
  "mail.sign-in-link": {
    label: "Sign-in link mail",
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  // Every minute; the next run is the retry, so a failed one is not tried again.
  "checkouts.close-expired": scheduled("Closing expired checkouts", "* * * * *"),
  "mail.visit-reminder": { label: "Visit reminder mail", ...MAIL },
  "mail.daily-agenda": { label: "Daily agenda mail", ...MAIL },
  // Every 5 minutes, so a reminder goes out at most 5 minutes after the lead time; the next run is the retry.
  "visits.queue-reminders": scheduled("Queueing visit reminders", "*/5 * * * *"),
  // Every hour on the hour (UTC): whichever hour is 7:00 AM in Texas, summer or winter, has a tick.
  "visits.queue-agenda": scheduled("Queueing the daily agenda", "0 * * * *"),
  "mail.review-request": { label: "Review request mail", ...MAIL },
  "mail.owner-alert": { label: "Alert to the business", ...MAIL },
  "mail.lead-acknowledgment": { label: "Quote or message acknowledgment", ...MAIL },
  "mail.visit-change": { label: "Reschedule or cancellation mail", ...MAIL },
  // Worth sending only until the owner arrives: retried for some ten minutes, not for hours.
  "mail.on-my-way": {
    label: "On my way mail",
    retryLimit: 5,
    retryDelay: 20,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  "mail.portfolio-consent": { label: "Photo consent request mail", ...MAIL },
  // Hourly: whichever hour is 9:00 AM in Texas, summer or winter, has a tick; the next run is the retry.
  "reviews.request": scheduled("Queueing review requests", "11 * * * *"),
  // Every 10 minutes; the next run is the retry. A refund still failing after a day is marked failed.
  "refunds.retry-pending": scheduled("Retrying pending refunds", "*/10 * * * *"),
  // Six attempts from 30 s, doubling: about 15 to 30 minutes in all, since a text is about now. A refusal by
  // the provider (a number that cannot take texts) is not retried: the text is marked failed (docs/texts.md).
  "texts.send": {
    label: "Text message",
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 2 * 60,
  },
  // Every minute; the next run is the retry.
  "texts.send-due": scheduled("Sending due texts", "* * * * *"),
  "uploads.sweep": {
    label: "Deleting unused uploaded images",
    retryLimit: 2,
    retryDelay: 5 * 60,
    retryBackoff: false,
    expireInSeconds: 15 * 60,
    cron: "17 * * * *",
  },
};

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOB_QUEUES, name);

export interface EnqueueOptions {
  /**
   * Queues the job once per key: while a job of the same name and key is kept (queued, being tried,
   * failed, or done within the last week), sending it again queues nothing.
   */
  key?: string;
  /** Not before this instant (a text held until 8 AM). */
  startAfter?: Date;
}

/**
 * The channel on which a transaction announces the jobs it queues (enqueueInTransaction): the announcement
 * is delivered only when the transaction commits, and the working processes queue each job then.
 */
export const QUEUED_IN_TRANSACTION_CHANNEL = "jobs_queued_in_transaction";

/** Where work that a request does not wait for goes: it runs in a worker, with retries, once. */
export interface JobQueue {
  /** Resolves once the job is stored (true), or found queued before under its key (false). */
  enqueue<N extends JobName>(name: N, data: JobPayloads[N], options?: EnqueueOptions): Promise<boolean>;
}

/** What a worker does with each queue's jobs; a handler that throws has its job tried again later. */
export type JobHandlers = { readonly [N in JobName]: (data: JobPayloads[N]) => Promise<void> };
