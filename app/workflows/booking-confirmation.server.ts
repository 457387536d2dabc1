/**
 * The confirmation of a booking just confirmed (paid, or with nothing to pay): the customer's mail with a
 * sign-in link to My Projects, and the business's notice. Each is a job (docs/background-work.md): the
 * answer does not wait for it, a mail failure never fails a booking or a payment, and a mail server that is
 * down delays the mail instead of losing it.
 */
import { SIGN_IN_LINK_MINUTES } from "~/features/auth/auth-constants";
import { createSignInLink, type Auth } from "~/features/auth/auth.server";
import {
  businessNotificationMail,
  customerConfirmationMail,
  loadConfirmedBooking,
} from "~/features/booking/confirmation.server";
import type { Mailer } from "~/lib/mail/mailer.server";
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

/** The job: the customer's mail, with a sign-in link made now (each attempt makes its own). */
export async function sendBookingConfirmation(deps: MailJobDeps, bookingId: number) {
  const { db, siteUrl, auth, mailer, logger } = deps;
  const booking = await loadConfirmedBooking(db, bookingId);
  // The customer was deleted meanwhile: nobody is left to tell.
  if (!booking) return;
  const signInLink = await createSignInLink(auth, booking.email, "/my-projects").catch((err: unknown) => {
    logger.warn({ err, bookingId }, "no sign-in link for the confirmation mail");
    return undefined;
  });
  await mailer.send(
    customerConfirmationMail(booking, { siteUrl, signInLink, linkMinutes: SIGN_IN_LINK_MINUTES }),
  );
}

/** The job: the business's notice. */
export async function sendBookingNotice({ db, siteUrl, mailer }: MailJobDeps, bookingId: number) {
  const booking = await loadConfirmedBooking(db, bookingId);
  if (booking) await mailer.send(businessNotificationMail(booking, siteUrl));
}
