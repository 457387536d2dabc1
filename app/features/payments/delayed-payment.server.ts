/**
 * A payment by a delayed method (a US bank account): the customer completes the checkout, the bank moves the
 * money days later or refuses it. In between the payment is `processing`: not money, nothing paid by it, no
 * new checkout opened over it. Its end is reported like any payment (succeeded: fulfilment.server.ts) or
 * here (failed). Both run in the caller's transaction on the locked payment row, so reports that arrive
 * twice or out of order change things once.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { payments } from "~db/schema";
import { lockPayment } from "./fulfilment.server";
import type { ProviderName } from "./payment-provider";

/**
 * The customer completed the checkout and the bank is processing the payment. Only a checkout still pending
 * becomes processing: the money's report may have come first (paid, or failed), and stands. Only an
 * invoice's: a booking keeps its slot held, and an estimate its deposit open, by their pending checkout.
 */
export async function markProcessing(db: Db, provider: ProviderName, sessionId: string) {
  const payment = await lockPayment(db, provider, sessionId);
  if (!payment || payment.status !== "pending" || payment.invoiceId === null) return;
  await db.update(payments).set({ status: "processing" }).where(eq(payments.id, payment.id));
}

/** A payment that failed just now: the invoice it was for, when it was one's. */
export interface FailedPayment {
  paymentId: number;
  invoiceId: number | null;
}

/**
 * A delayed payment failed: the checkout is failed unless it was paid meanwhile. Answers the payment when
 * this call failed it, so that its people are told once; undefined when it was failed (or paid) before.
 */
export async function failCheckout(
  db: Db,
  provider: ProviderName,
  sessionId: string,
): Promise<FailedPayment | undefined> {
  const payment = await lockPayment(db, provider, sessionId);
  if (!payment || !["pending", "processing"].includes(payment.status)) return undefined;
  await db.update(payments).set({ status: "failed" }).where(eq(payments.id, payment.id));
  return { paymentId: payment.id, invoiceId: payment.invoiceId };
}
