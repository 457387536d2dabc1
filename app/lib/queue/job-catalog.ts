/**
 * The site's background jobs (docs/background-work.md): each queue's name, what its jobs carry, how a failed
 * one is tried again, and when a scheduled one runs. A job carries ids, not a rendered mail, so that an
 * attempt builds the message from the database as it is then. A sign-in link is the exception: it cannot be
 * made again, so its job carries it, and no log line or back-office view ever shows a job's data.
 */
import type { RefundReason } from "~/lib/vocabulary";

/** PostgreSQL schema of the queue's tables, beside the app's own in the same database. */
export const JOB_SCHEMA = "pgboss";

export interface JobPayloads {
  /** The customer's mail about a booking just confirmed, with a fresh sign-in link. */
  "mail.booking-confirmation": { bookingId: number };
  /** The business's notice of that booking. */
  "mail.booking-notice": { bookingId: number };
  /** A payment the site gave back on its own, told to the customer or to the business. */
  "mail.refund-notice": {
    paymentId: number;
    bookingId: number;
    amount: string;
    reason: RefundReason;
    audience: "customer" | "business";
    /** The admin's words, for an admin's refund. */
    note?: string;
  };
  /** A sign-in link someone asked for; an admin account's answer has no link (`url` null). */
  "mail.sign-in-link": { to: string; url: string | null; forAdmin: boolean; expiresAt: string };
  /** An estimate's mail to the customer, with its link (made again from the estimate) and its PDF. */
  "mail.estimate-sent": { estimateId: number };
  /**
   * An invoice's mail to the customer: the invoice with its link when sent, a receipt for each payment, a
   * payment reminder (`offsetDays` from the due date: -3 is three days before it), and a bank payment's failure
   * (to the business too).
   */
  "mail.invoice":
    | { invoiceId: number; event: "sent" }
    | { invoiceId: number; event: "receipt"; paymentId: number }
    | { invoiceId: number; event: "reminder"; offsetDays: number }
    /** A bank payment of the invoice failed: the customer is asked to pay again, the business is told. */
    | { invoiceId: number; event: "bank-failed"; paymentId: number; to: "customer" | "business" };
  /** Scheduled: invoices whose reminder day has come get their reminder queued, once each, outside quiet hours. */
  "invoices.queue-reminders": Record<string, never>;
  /** Scheduled: the milestones of estimates' payment schedules due by today get their invoice, once each. */
  "invoices.schedule-milestones": Record<string, never>;
  /** The reminder of an estimate nobody answered for three days, with the same link. */
  "mail.estimate-follow-up": { estimateId: number };
  /**
   * What happened to an estimate, told to the business (approved, declined, changes asked: `messageId`
   * is the inbox message that holds the customer's words) or to the customer (approved: their receipt;
   * scheduled: the days of the work); a deposit given back (`paymentId`) is told to both.
   */
  "mail.estimate-notice": {
    estimateId: number;
    event: "approved" | "declined" | "changes" | "scheduled" | "refunded";
    audience: "customer" | "business";
    messageId?: number;
    paymentId?: number;
  };
  /**
   * A change order's mail to the customer, with its link (made again from the change order) and its PDF;
   * `estimateId` names its job wherever the task is listed.
   */
  "mail.change-order-sent": { changeOrderId: number; estimateId: number };
  /** The customer's answer to a change order, told to the business (approved, declined) and, approved, to them. */
  "mail.change-order-notice": {
    changeOrderId: number;
    estimateId: number;
    event: "approved" | "declined";
    audience: "customer" | "business";
  };
  /** Scheduled: sent change orders past their valid-until date and unanswered become expired. */
  "change-orders.expire": Record<string, never>;
  /** Scheduled: estimates sent three days ago and not answered get their follow-up mail queued. */
  "estimates.follow-up": Record<string, never>;
  /** Scheduled: unanswered estimates past their valid-until date become expired. */
  "estimates.expire": Record<string, never>;
  /** Scheduled: unpaid checkouts past their hold are closed and their visits cancelled. */
  "checkouts.close-expired": Record<string, never>;
  /** Scheduled: uploaded images that nothing has referenced for a day are deleted. */
  "uploads.sweep": Record<string, never>;
  /** Scheduled: visits that start within the reminder lead time get their reminder queued, once per start. */
  "visits.queue-reminders": Record<string, never>;
  /** The customer's reminder of a visit starting at `startsAt` (an ISO instant); skipped if it moved or went. */
  "mail.visit-reminder": { bookingId: number; startsAt: string };
  /** Scheduled: from 7:00 AM business time, the day's agenda mail is queued, once per business date. */
  "visits.queue-agenda": Record<string, never>;
  /** The business's agenda of the visits of `date` (yyyy-MM-dd, business time). */
  "mail.daily-agenda": { date: string; audience: "business" };
  /** Scheduled: from 9:00 AM business time, visits completed before today are asked for a review, once each. */
  "reviews.request": Record<string, never>;
  /** The customer's review request of a booking, with its one-time link (made again from the request). */
  "mail.review-request": { bookingId: number };
  /** Scheduled: refunds left pending by a failed request are asked of the provider again, with their key. */
  "refunds.retry-pending": Record<string, never>;
  /** An alert to the business (docs/mail.md), sent only if its kind is on in Settings when the job runs. */
  "mail.owner-alert": OwnerAlert;
  /** The sender's acknowledgment of a quote request or a message, with its reference (Q-1042, M-311). */
  "mail.lead-acknowledgment": { lead: "quote" | "message"; id: number };
  /** The customer's confirmation of their own reschedule (the updated calendar file) or cancellation. */
  "mail.visit-change": VisitChangeNotice;
  /** The customer's "on my way" from the admin `userId` (their first name), its minutes read from the booking. */
  "mail.on-my-way": { bookingId: number; userId: string };
  /** The owner's "Ask for consent": the link to the photo consent box of the customer's job or visit. */
  "mail.portfolio-consent": { estimateId: number } | { bookingId: number };
  /** One text of the log (text_messages), sent once when due: held again in quiet hours or over the day's limit. */
  "texts.send": { textId: number };
  /** Scheduled: texts due and not sent (a lost announcement, a held text's morning) get their job, once each. */
  "texts.send-due": Record<string, never>;
}

/** What a cancellation did with the deposit: `refunded` at once, or `pending` (the refund mail follows). */
export interface CancelRefund {
  amount: string;
  state: "refunded" | "pending";
}

/** An event the owner may want to hear about; each names the rows the mail is built from when it is sent. */
export type OwnerAlert =
  | { kind: "quote-request"; quoteRequestId: number }
  | { kind: "message"; messageId: number }
  | {
      kind: "visit-rescheduled";
      bookingId: number;
      /** The calendar SEQUENCE the move gave, and the starts before and after it (yyyy-MM-dd, HH:MM). */
      sequence: number;
      from: { date: string; time: string };
      to: { date: string; time: string };
    }
  | { kind: "visit-cancelled"; appointmentId: number; refund?: CancelRefund }
  | { kind: "estimate-viewed"; estimateId: number }
  | { kind: "review-pending"; reviewId: number };

export type VisitChangeNotice =
  | { event: "rescheduled"; bookingId: number; sequence: number }
  | { event: "cancelled"; appointmentId: number; refund?: CancelRefund };

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
