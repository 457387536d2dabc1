/**
 * Which of an invoice's payments the back office may give back through the provider (docs/invoices.md,
 * "Refunds"): a payment made online (card, bank); money received by hand is given back by hand.
 */
import { and, eq } from "drizzle-orm";
import { notFound } from "~/lib/domain-error";
import { OFFLINE_PROVIDER } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { payments } from "~db/schema";
import { InvoiceStateError } from "./invoice-lifecycle.server";

export const INVOICE_PAYMENT_NOT_FOUND = "Payment not found on this invoice";
export const BY_HAND_NOT_REFUNDED =
  "This payment was received by hand (a check, cash or a transfer), so the site cannot refund it. Give the money back outside the site.";
export const NOTHING_LEFT_TO_REFUND = "Nothing is left of this payment that could be refunded.";

/**
 * The payment `paymentId` of invoice `invoiceId`, when it can go back through its provider: 404 when it is
 * not this invoice's, 409 when it was received by hand.
 */
export async function onlinePaymentOf(db: Db, invoiceId: number, paymentId: number) {
  const [row] = await db
    .select({ id: payments.id, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.invoiceId, invoiceId)));
  if (!row) throw notFound(INVOICE_PAYMENT_NOT_FOUND);
  if (row.provider === OFFLINE_PROVIDER) throw new InvoiceStateError(BY_HAND_NOT_REFUNDED);
  return row;
}

/** The invoice a payment paid, if any: its paid amount follows the payment's refunds. */
export async function invoiceOfPayment(db: Db, paymentId: number): Promise<number | null> {
  const [row] = await db
    .select({ invoiceId: payments.invoiceId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.invoiceId ?? null;
}
