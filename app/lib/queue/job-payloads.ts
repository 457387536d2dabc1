/**
 * What each background job carries (the queues are in job-catalog.ts). A job carries ids, not a rendered
 * mail, so that an attempt builds the message from the database as it is then. A sign-in link is the
 * exception: it cannot be made again, so its job carries it, and no log line or back-office view ever shows
 * a job's data.
 */
import type { RefundReason } from "~/lib/vocabulary";

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
