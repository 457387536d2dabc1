/**
 * What a worker does with each queue's jobs (app/lib/queue/job-catalog.ts lists the queues). The server
 * builds this once per worker process and hands it to the queue (server/queue/).
 */
import { sendSignInLink } from "~/features/auth/sign-in-link-mail.server";
import { queueDueTexts, sendText } from "~/features/texts/send-text.server";
import type { TextProvider } from "~/features/texts/text-provider.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { sweepUnusedImages } from "~/features/uploads/sweep.server";
import type { JobHandlers } from "~/lib/queue/job-catalog";
import { sendBookingConfirmation, sendBookingNotice, type MailJobDeps } from "./booking-confirmation.server";
import {
  expireOldChangeOrders,
  sendChangeOrderMail,
  sendChangeOrderNotice,
} from "./change-order-sending.server";
import { queueDailyAgenda, sendDailyAgenda } from "./daily-agenda.server";
import {
  expireOldEstimates,
  queueFollowUps,
  sendEstimateFollowUp,
  sendEstimateMail,
  sendEstimateNotice,
} from "./estimate-notices.server";
import { closeExpiredCheckouts } from "./expired-checkouts.server";
import { queueInvoiceReminders, sendInvoiceMail } from "./invoice-notices.server";
import { sendLeadAcknowledgment } from "./lead-mail.server";
import { sendOwnerAlert } from "./owner-alerts.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { sendConsentRequest } from "./portfolio-consent-mail.server";
import { sendRefundNotice } from "./refund-notice.server";
import { retryPendingRefunds } from "./refund-retries.server";
import { queueReviewRequests, sendReviewRequestMail } from "./review-requests.server";
import { invoiceDueMilestones } from "./schedule-invoices.server";
import { sendVisitChangeMail } from "./visit-change-mail.server";
import { sendOnMyWayMail } from "./visit-on-site.server";
import { queueVisitReminders, sendVisitReminder } from "./visit-reminders.server";

/** The flows' dependencies, plus what only a worker uses: the mailer, the auth library, the image storage. */
export interface WorkerDeps extends PaymentFlowDeps, MailJobDeps {
  storage: ImageStorage;
  privateMedia: ImageStorage;
  /** The secret estimate links are made with (the follow-up repeats the link of the sent mail). */
  linkSecret: string;
  /** Where texts go: Twilio, or the sms outbox (docs/texts.md). */
  texts: TextProvider;
}

export function jobHandlers(deps: WorkerDeps): JobHandlers {
  return {
    "mail.booking-confirmation": ({ bookingId }) => sendBookingConfirmation(deps, bookingId),
    "mail.booking-notice": ({ bookingId }) => sendBookingNotice(deps, bookingId),
    "mail.refund-notice": (notice) => sendRefundNotice(deps, notice),
    "mail.sign-in-link": (link) => sendSignInLink(deps, link),
    "mail.estimate-sent": (job) => sendEstimateMail(deps, job),
    "mail.estimate-follow-up": (job) => sendEstimateFollowUp(deps, job),
    "mail.estimate-notice": (notice) => sendEstimateNotice(deps, notice),
    "mail.invoice": (job) => sendInvoiceMail(deps, job),
    "mail.change-order-sent": (job) => sendChangeOrderMail(deps, job),
    "mail.change-order-notice": (notice) => sendChangeOrderNotice(deps, notice),
    "change-orders.expire": async () => {
      await expireOldChangeOrders(deps);
    },
    "estimates.follow-up": async () => {
      await queueFollowUps(deps);
    },
    "estimates.expire": async () => {
      await expireOldEstimates(deps);
    },
    "checkouts.close-expired": async () => {
      await closeExpiredCheckouts(deps);
    },
    "invoices.queue-reminders": async () => {
      await queueInvoiceReminders(deps);
    },
    "invoices.schedule-milestones": async () => {
      await invoiceDueMilestones(deps);
    },
    "reviews.request": async () => {
      await queueReviewRequests(deps);
    },
    "mail.review-request": (job) => sendReviewRequestMail(deps, job),
    "refunds.retry-pending": async () => {
      await retryPendingRefunds(deps);
    },
    "visits.queue-reminders": async () => {
      await queueVisitReminders(deps);
    },
    "mail.visit-reminder": (job) => sendVisitReminder(deps, job),
    "visits.queue-agenda": async () => {
      await queueDailyAgenda(deps);
    },
    "mail.daily-agenda": (job) => sendDailyAgenda(deps, job),
    "mail.owner-alert": (alert) => sendOwnerAlert(deps, alert),
    "mail.lead-acknowledgment": (job) => sendLeadAcknowledgment(deps, job),
    "mail.visit-change": (notice) => sendVisitChangeMail(deps, notice),
    "texts.send": async ({ textId }) => {
      await sendText(deps, textId);
    },
    "texts.send-due": async () => {
      await queueDueTexts(deps);
    },
    "mail.on-my-way": (job) => sendOnMyWayMail(deps, job),
    "mail.portfolio-consent": (owner) => sendConsentRequest(deps, owner),
    "uploads.sweep": async () => {
      // The public images and the private ones (quote requests' and jobs' photos) alike.
      const deleted = [
        ...(await sweepUnusedImages(deps.db, deps.storage)),
        ...(await sweepUnusedImages(deps.db, deps.privateMedia)),
      ];
      if (deleted.length > 0) deps.logger.info({ images: deleted.length }, "unused uploaded images deleted");
    },
  };
}
