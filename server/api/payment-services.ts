import { createSignInLink, type Auth } from "../../app/features/auth/auth.server";
import { SIGN_IN_LINK_MINUTES } from "../../app/features/auth/auth-constants";
import { placePaidVisits } from "../../app/features/booking/paid-visits.server";
import { lockSlot } from "../../app/features/booking/slots.server";
import {
  businessNotificationMail,
  customerConfirmationMail,
  loadConfirmedBooking,
} from "../../app/features/booking/confirmation.server";
import { businessRefundMail, customerRefundMail } from "../../app/features/booking/refund-mail.server";
import {
  fulfilPayment,
  owePaymentBack,
  refundOwedPayment,
  sessionSlot,
  type FulfilmentResult,
  type RefundedPayment,
} from "../../app/features/payments/fulfilment.server";
import type { PaidSession, PaymentProvider } from "../../app/features/payments/payment-provider";
import { StripeProvider } from "../../app/features/payments/stripe-provider.server";
import { TestProvider } from "../../app/features/payments/test-provider.server";
import type { Config } from "../../app/lib/env.server";
import type { Mailer } from "../../app/lib/mail/mailer.server";
import type { Db } from "../../db/client.server";
import type { BackgroundWork } from "../background-work";
import type { Logger } from "../logger";

export const PAYMENTS_UNAVAILABLE = "Stripe failed to load - payment service unavailable";

/** What recording a paid session came to, after its visits were placed. */
export type PaymentRecord =
  /** The booking's visits are confirmed by this payment (a confirmation mail goes out). */
  | { outcome: "confirmed"; bookingId: number; paymentId: number }
  /** The money goes back: a second payment, or visits that cannot take place. */
  | { outcome: "refund-owed"; bookingId: number; paymentId: number }
  | Exclude<FulfilmentResult, { outcome: "recorded" | "refund-owed" }>;

export interface PaymentServices {
  /** Undefined when no provider may take payments (a production start without Stripe or an explicit test). */
  provider: PaymentProvider | undefined;
  stripe: StripeProvider | undefined;
  /**
   * Sends the confirmation mail of a booking just confirmed, in the background: the answer does not wait
   * for it, and a mail failure never fails a payment.
   */
  confirmBooking(bookingId: number): void;
  /**
   * Inside a transaction: records a paid session (whoever reported it) and confirms its visits, or marks
   * the money owed back. The slot is locked before the payment row, as every booking path does.
   */
  recordPaid(tx: Db, paid: PaidSession): Promise<PaymentRecord>;
  /**
   * After that transaction: the confirmation mail of a booking just confirmed, and the refund of whatever
   * the session owes (also on a repeated report, so a refund that failed is tried again). Throws when the
   * provider refuses the refund: the report should be repeated.
   */
  afterRecorded(record: PaymentRecord): Promise<void>;
}

export interface PaymentDependencies {
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  background: BackgroundWork;
}

export function createPaymentServices({
  db,
  config,
  auth,
  mailer,
  logger,
  background,
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

  async function sendConfirmation(bookingId: number) {
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

  const confirmBooking = (bookingId: number) => background.run(() => sendConfirmation(bookingId));

  async function recordPaid(tx: Db, paid: PaidSession): Promise<PaymentRecord> {
    const slot = await sessionSlot(tx, paid.provider, paid.sessionId);
    if (slot) await lockSlot(tx, slot.date, slot.time);
    const result = await fulfilPayment(tx, paid);
    if (result.outcome !== "recorded") return result;
    // A recorded payment belongs to a booking, so its slot was found and locked above.
    const placement = await placePaidVisits(tx, result.bookingId, slot!);
    if (placement === "confirmed") return { ...result, outcome: "confirmed" };
    await owePaymentBack(tx, result.paymentId, placement);
    return { ...result, outcome: "refund-owed" };
  }

  async function tellAboutRefund(refund: RefundedPayment) {
    logger.warn({ paymentId: refund.id, reason: refund.reason }, "payment refunded automatically");
    try {
      const booking =
        refund.bookingId === null ? undefined : await loadConfirmedBooking(db, refund.bookingId);
      if (!booking) return;
      const notice = { amount: refund.amount, reason: refund.reason };
      await mailer.send(customerRefundMail(booking, notice, config.SITE_URL));
      await mailer.send(businessRefundMail(booking, notice, config.SITE_URL));
    } catch (err) {
      logger.error({ err, paymentId: refund.id }, "refund mail failed");
    }
  }

  async function afterRecorded(record: PaymentRecord) {
    if (record.outcome === "confirmed") confirmBooking(record.bookingId);
    if (!provider || !("paymentId" in record)) return;
    const refunded = await refundOwedPayment(db, provider, record.paymentId);
    if (refunded) background.run(() => tellAboutRefund(refunded));
  }

  return { provider, stripe, confirmBooking, recordPaid, afterRecorded };
}
