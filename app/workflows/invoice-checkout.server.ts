/**
 * The customer pays an invoice's balance by its link (docs/invoices.md): a checkout for what is left, and
 * the checkout's way back, which asks the provider and records the payment by the one path every payment
 * takes (record-payment.server.ts).
 */
import { and, eq } from "drizzle-orm";
import {
  balanceCents,
  checkPayable,
  NOTHING_OWED,
  paymentProcessing,
  processingAmount,
} from "~/features/invoices/invoice-lifecycle.server";
import { lockInvoiceOfLink } from "~/features/invoices/invoice-queries.server";
import { invoicePath, invoiceToken } from "~/features/invoices/invoice-token.server";
import { startOwnedCheckout } from "~/features/payments/checkout.server";
import { markProcessing } from "~/features/payments/delayed-payment.server";
import {
  paidSessionOf,
  SESSION_PLACEHOLDER,
  type CheckoutMethod,
} from "~/features/payments/payment-provider";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { invoices, payments } from "~db/schema";
import type { EstimateFlowDeps } from "./estimate-notices.server";
import { PAYMENTS_UNAVAILABLE } from "./payment-flow-deps";
import { afterRecorded, recordPaid, type PaymentRecord } from "./record-payment.server";

/**
 * Opens a checkout for the balance of the invoice of `token` and answers where the customer goes: the
 * checkout (by card or by bank account only), or the invoice's page when an earlier checkout turns out paid
 * meanwhile. Nothing owed, a bank payment still processing, a voided invoice or an unknown link are refused
 * (409, 404).
 */
export async function payInvoice(
  deps: EstimateFlowDeps,
  token: string,
  method: CheckoutMethod = "card",
): Promise<{ url: string }> {
  const { db, provider, siteUrl } = deps;
  let record: PaymentRecord | undefined;
  const url = await db.transaction(async (tx) => {
    const row = await lockInvoiceOfLink(tx, token);
    const balance = balanceCents(row);
    if (balance <= 0) throw new DomainError("conflict", NOTHING_OWED);
    checkPayable(row, balance);
    // A bank payment on its way would pay the balance twice: the customer waits for the bank's answer.
    const processing = await processingAmount(tx, row.id);
    if (processing) throw new DomainError("conflict", paymentProcessing(processing));
    if (!provider) throw new DomainError("unavailable", PAYMENTS_UNAVAILABLE);
    const page = `${siteUrl}${invoicePath(token)}`;
    const start = await startOwnedCheckout(tx, provider, {
      owner: { invoiceId: row.id },
      email: row.customerEmail,
      description: `Invoice ${row.number}`,
      amountCents: balance,
      returnUrl: `${siteUrl}/invoices/paid?session_id=${SESSION_PLACEHOLDER}`,
      cancelUrl: page,
      method,
    });
    if (start.state === "opened") return start.checkout.url;
    const paid = paidSessionOf(provider.name, start.session);
    if (paid) record = await recordPaid(tx, paid);
    return page;
  });
  if (record) await afterRecorded(deps, record);
  return { url };
}

/** What became of a checkout, as the invoice's page says it on the way back. */
export type InvoiceCheckoutState = "paid" | "pending" | "processing" | "failed" | "refunded" | "unpaid";

async function invoiceOfSession(db: Db, provider: string, sessionId: string) {
  const [found] = await db
    .select({ status: payments.status, nonce: invoices.tokenNonce })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)));
  return found;
}

const stateOf = (status: string): InvoiceCheckoutState =>
  status === "succeeded"
    ? "paid"
    : status === "refund_pending" || status === "refunded"
      ? "refunded"
      : status === "pending" || status === "processing" || status === "failed"
        ? status
        : "unpaid";

/**
 * Back from an invoice's checkout: the provider is asked about the session (nothing the browser says about
 * money is believed) and a paid one is recorded, once, whoever reports it first (the webhook, or this).
 * Answers the invoice's page and what became of the payment; undefined for a session that is not an
 * invoice's.
 */
export async function returnFromInvoiceCheckout(
  deps: EstimateFlowDeps,
  sessionId: string,
): Promise<{ path: string; state: InvoiceCheckoutState } | undefined> {
  const { db, provider, logger } = deps;
  const found = provider && (await invoiceOfSession(db, provider.name, sessionId));
  if (!provider || !found?.nonce) return undefined;
  if (found.status === "pending") {
    const session = await provider.retrieveSession(sessionId);
    const paid = session && paidSessionOf(provider.name, session);
    if (paid) {
      const record = await db.transaction((tx) => recordPaid(tx, paid));
      // The provider's webhook repeats a refund it could not make; this way back need not fail for it.
      await afterRecorded(deps, record).catch((err: unknown) => {
        logger.error({ err, sessionId }, "refund failed; it is retried on the next report");
      });
    } else if (session?.processing) {
      // A bank payment completed: the page says it is on its way (the webhook may say so after this).
      await db.transaction((tx) => markProcessing(tx, provider.name, sessionId));
    }
  }
  const now = await invoiceOfSession(db, provider.name, sessionId);
  return {
    path: invoicePath(invoiceToken(deps.linkSecret, found.nonce)),
    state: stateOf(now?.status ?? "pending"),
  };
}
