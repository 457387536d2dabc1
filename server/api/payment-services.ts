import { createSignInLink, type Auth } from "../../app/features/auth/auth.server";
import { SIGN_IN_LINK_MINUTES } from "../../app/features/auth/auth-constants";
import {
  businessNotificationMail,
  customerConfirmationMail,
  loadConfirmedBooking,
} from "../../app/features/booking/confirmation.server";
import type { PaymentProvider } from "../../app/features/payments/payment-provider";
import { StripeProvider } from "../../app/features/payments/stripe-provider.server";
import { TestProvider } from "../../app/features/payments/test-provider.server";
import type { Config } from "../../app/lib/env.server";
import type { Mailer } from "../../app/lib/mail/mailer.server";
import type { Db } from "../../db/client.server";
import type { Logger } from "../logger";

export const PAYMENTS_UNAVAILABLE = "Stripe failed to load - payment service unavailable";

export interface PaymentServices {
  /** Undefined when no provider may take payments (a production start without Stripe or an explicit test). */
  provider: PaymentProvider | undefined;
  stripe: StripeProvider | undefined;
  /** Sends the confirmation mail of a booking just confirmed. Never throws: mail must not fail a payment. */
  confirmBooking(bookingId: number): Promise<void>;
}

export interface PaymentDependencies {
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
}

export function createPaymentServices({
  db,
  config,
  auth,
  mailer,
  logger,
}: PaymentDependencies): PaymentServices {
  const stripe =
    config.paymentsProvider === "stripe"
      ? new StripeProvider({
          secretKey: config.STRIPE_SECRET_KEY!,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
        })
      : undefined;
  const provider = stripe ?? (config.paymentsProvider === "test" ? new TestProvider(db) : undefined);
  if (!provider) {
    logger.warn(
      "no card payments: STRIPE_SECRET_KEY is not set, so bookings that need a deposit are refused (set PAYMENTS_PROVIDER=test for the test checkout)",
    );
  } else if (stripe && !config.STRIPE_WEBHOOK_SECRET) {
    logger.warn(
      "STRIPE_WEBHOOK_SECRET is not set: payments are recorded only when customers return to the site",
    );
  }

  async function confirmBooking(bookingId: number) {
    try {
      const booking = await loadConfirmedBooking(db, bookingId);
      if (!booking) return;
      const signInLink = await createSignInLink(auth, booking.email, "/my-projects").catch((err: unknown) => {
        logger.warn({ err, bookingId }, "no sign-in link for the confirmation mail");
        return undefined;
      });
      await mailer.send(
        customerConfirmationMail(booking, {
          siteUrl: config.SITE_URL,
          signInLink,
          linkMinutes: SIGN_IN_LINK_MINUTES,
        }),
      );
      await mailer.send(businessNotificationMail(booking, config.SITE_URL));
    } catch (err) {
      logger.error({ err, bookingId }, "booking confirmation mail failed");
    }
  }

  return { provider, stripe, confirmBooking };
}
