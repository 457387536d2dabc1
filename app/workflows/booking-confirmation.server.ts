/**
 * The confirmation of a booking just confirmed (paid, or with nothing to pay): the customer's mail with the
 * booking's own link (its page without a password, app/features/appointments/booking-link.server.ts), and the
 * business's notice. Each is a job (docs/background-work.md): the
 * answer does not wait for it, a mail failure never fails a booking or a payment, and a mail server that is
 * down delays the mail instead of losing it.
 */
import { bookingLinkUrl } from "~/features/appointments/booking-link.server";
import type { Auth } from "~/features/auth/auth.server";
import {
  businessNotificationMail,
  customerConfirmationMail,
  loadConfirmedBooking,
} from "~/features/booking/confirmation.server";
import { alertIsOn } from "~/features/settings/owner-alert-settings.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import type { Mailer } from "~/lib/mail/mailer.server";
import { textOwnerAlert } from "./owner-alerts.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** What a mail job needs: the mailer itself, and the auth library for the sign-in link it carries. */
export interface MailJobDeps extends Pick<PaymentFlowDeps, "db" | "siteUrl" | "logger"> {
  auth: Auth;
  mailer: Mailer;
}

/**
 * Queues both mails of a booking just confirmed, each once per booking however often this is called. A
 * queue that cannot be reached is logged, not thrown: the booking stands.
 */
export async function confirmBooking(deps: Pick<PaymentFlowDeps, "jobs" | "logger">, bookingId: number) {
  try {
    const key = String(bookingId);
    await deps.jobs.enqueue("mail.booking-confirmation", { bookingId }, { key });
    await deps.jobs.enqueue("mail.booking-notice", { bookingId }, { key });
  } catch (err) {
    deps.logger.error({ err, bookingId }, "booking confirmation mail could not be queued");
  }
}

/**
 * The job: the customer's mail, with the booking's link (its nonce kept by the first attempt, so a retry and
 * the reminder carry the same link).
 */
export async function sendBookingConfirmation(deps: MailJobDeps & { linkSecret: string }, bookingId: number) {
  const { db, siteUrl, mailer, linkSecret } = deps;
  const booking = await loadConfirmedBooking(db, bookingId);
  // The customer was deleted meanwhile: nobody is left to tell.
  if (!booking) return;
  const bookingLink = await bookingLinkUrl(db, linkSecret, siteUrl, bookingId);
  await mailer.send(customerConfirmationMail(booking, { siteUrl, bookingLink }));
}

/**
 * The job: the business's notice, unless the owner turned that alert off in Settings (docs/mail.md); by text
 * too with alerts by text on (docs/texts.md).
 */
export async function sendBookingNotice({ db, siteUrl, mailer }: MailJobDeps, bookingId: number) {
  const settings = await getBusinessSettings(db);
  if (!settings || !alertIsOn(settings, "bookings")) return;
  const booking = await loadConfirmedBooking(db, bookingId);
  if (!booking) return;
  const mail = businessNotificationMail(booking, siteUrl);
  await textOwnerAlert({ db }, mail, `${siteUrl}/admin?tab=appointments`, `booking:${bookingId}`);
  await mailer.send(mail);
}
