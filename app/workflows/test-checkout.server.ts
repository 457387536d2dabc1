/**
 * The test checkout, standing in for the card provider when PAYMENTS_PROVIDER=test: its page, paying a
 * session through the one recording path, and the bank's answer to a bank payment.
 */
import { and, eq } from "drizzle-orm";
import { checkoutCancelUrl } from "~/features/booking/checkout-cancel-link.server";
import { failCheckout, markProcessing } from "~/features/payments/delayed-payment.server";
import { expireCheckout } from "~/features/payments/fulfilment.server";
import { getTestCheckout, testPayment, type TestCheckout } from "~/features/payments/test-checkout.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import type { Db } from "~db/client.server";
import { payments } from "~db/schema";
import { tellBankPaymentFailed } from "./invoice-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { recordPayment } from "./record-payment.server";

/** The test checkout page: the session and whom it pays; undefined when there is no such session. */
export async function testCheckoutPage(
  db: Db,
  sessionId: string,
): Promise<{ checkout: TestCheckout; businessName: string } | undefined> {
  const checkout = await getTestCheckout(db, sessionId);
  if (!checkout) return undefined;
  const settings = await getBusinessSettings(db);
  return { checkout, businessName: settings?.businessName ?? "" };
}

export type TestPaymentResult =
  { outcome: "not-found" } | { outcome: "expired" } | { outcome: "paid"; redirectUrl: string };

/**
 * Pays an open test session (a bank account's becomes processing); a paid one just returns to the thank-you
 * page.
 */
export async function payTestCheckout(deps: PaymentFlowDeps, sessionId: string): Promise<TestPaymentResult> {
  const checkout = await getTestCheckout(deps.db, sessionId);
  if (!checkout) return { outcome: "not-found" };
  if (checkout.state === "closed") {
    // Past its checkout time (or replaced): closed as the provider would close it.
    await deps.db.transaction((tx) => expireCheckout(tx, "test", checkout.sessionId));
    return { outcome: "expired" };
  }
  if (checkout.state === "open" && checkout.method === "us_bank_account") {
    // As Stripe completes a bank payment's session unpaid: the money is the bank's answer, days later.
    await deps.db.transaction((tx) => markProcessing(tx, "test", checkout.sessionId));
  } else if (checkout.state === "open") {
    await recordPayment(deps, testPayment(checkout));
  }
  return { outcome: "paid", redirectUrl: checkout.successUrl };
}

/** Settling or failing what is not a bank payment on its way (409). */
export const NOT_PROCESSING = "This checkout has no bank payment processing.";

export type BankAnswerResult =
  { outcome: "not-found" } | { outcome: "not-processing" } | { outcome: "done"; redirectUrl: string };

/**
 * The bank's answer to a processing test payment, as Stripe's `async_payment_succeeded` and
 * `async_payment_failed` bring it (provider-event.server.ts): settled, it is recorded by the one payment path
 * (receipt included); failed, the balance is owed again and both sides are told. Back to the checkout's way
 * back, which says which.
 */
export async function answerTestBankPayment(
  deps: PaymentFlowDeps,
  sessionId: string,
  answer: "settle" | "fail",
): Promise<BankAnswerResult> {
  const checkout = await getTestCheckout(deps.db, sessionId);
  if (!checkout) return { outcome: "not-found" };
  if (checkout.state !== "processing") return { outcome: "not-processing" };
  if (answer === "settle") {
    await recordPayment(deps, testPayment(checkout));
  } else {
    const failed = await deps.db.transaction((tx) => failCheckout(tx, "test", sessionId));
    if (failed?.invoiceId) await tellBankPaymentFailed(deps, failed.invoiceId, failed.paymentId);
  }
  return { outcome: "done", redirectUrl: checkout.successUrl };
}

/**
 * Where the test checkout's Cancel leads, as Stripe's cancel address would: a booking's to the booking page
 * that releases it (checkout-cancel.server.ts), an estimate's back to its page. Undefined for no such session.
 */
export async function testCheckoutExit(
  deps: PaymentFlowDeps,
  sessionId: string,
): Promise<string | undefined> {
  const checkout = await getTestCheckout(deps.db, sessionId);
  if (!checkout) return undefined;
  const [payment] = await deps.db
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.provider, "test"), eq(payments.providerSessionId, sessionId)));
  const bookingExit =
    payment?.bookingId != null && deps.linkSecret
      ? await checkoutCancelUrl(deps.db, deps.linkSecret, "", payment.bookingId)
      : undefined;
  return bookingExit ?? checkout.cancelUrl;
}
