/**
 * The confirmation of a booking just confirmed (paid, or with nothing to pay): the customer's mail with a
 * sign-in link to My Projects, and the business's notice. Sent in the background: the answer does not
 * wait for it, and a mail failure never fails a booking or a payment.
 */
import { createSignInLink } from "~/features/auth/auth.server";
import { SIGN_IN_LINK_MINUTES } from "~/features/auth/auth-constants";
import {
  businessNotificationMail,
  customerConfirmationMail,
  loadConfirmedBooking,
} from "~/features/booking/confirmation.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

type ConfirmationDeps = Pick<PaymentFlowDeps, "db" | "siteUrl" | "auth" | "mailer" | "logger">;

async function sendBookingConfirmation(deps: ConfirmationDeps, bookingId: number) {
  const { db, siteUrl, auth, mailer, logger } = deps;
  try {
    const booking = await loadConfirmedBooking(db, bookingId);
    if (!booking) return;
    const signInLink = await createSignInLink(auth, booking.email, "/my-projects").catch((err: unknown) => {
      logger.warn({ err, bookingId }, "no sign-in link for the confirmation mail");
      return undefined;
    });
    await mailer.send(
      customerConfirmationMail(booking, { siteUrl, signInLink, linkMinutes: SIGN_IN_LINK_MINUTES }),
    );
    await mailer.send(businessNotificationMail(booking, siteUrl));
  } catch (err) {
    logger.error({ err, bookingId }, "booking confirmation mail failed");
  }
}

/** Starts the confirmation mail of a booking just confirmed, in the background. */
export function confirmBooking(
  deps: ConfirmationDeps & Pick<PaymentFlowDeps, "background">,
  bookingId: number,
) {
  deps.background.run(() => sendBookingConfirmation(deps, bookingId));
}
