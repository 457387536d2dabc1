/**
 * Money the owner received outside the site (a check, cash, a bank transfer) for an invoice: opened as a
 * payment of the `offline` provider and then recorded by the one fulfilment path, as a checkout's is.
 */
import { randomUUID } from "node:crypto";
import { fromCents } from "~/lib/deposit";
import { OFFLINE_PROVIDER, type ReceivedMethod } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { payments } from "~db/schema";
import type { PaidSession } from "./payment-provider";

export interface ReceivedPayment {
  invoiceId: number;
  amountCents: number;
  method: ReceivedMethod;
  /** A check's number, a transfer's reference. */
  reference: string;
  /** The day it was received (business time); counted as paid at noon that day. */
  paidAt: Date;
}

/** The pending payment of money received, and the report that records it (inside the caller's transaction). */
export async function openReceivedPayment(db: Db, received: ReceivedPayment): Promise<PaidSession> {
  const sessionId = `offline_${randomUUID()}`;
  await db.insert(payments).values({
    invoiceId: received.invoiceId,
    provider: OFFLINE_PROVIDER,
    providerSessionId: sessionId,
    amount: fromCents(received.amountCents),
    currency: "usd",
    status: "pending",
    method: received.method,
    reference: received.reference,
  });
  return {
    provider: OFFLINE_PROVIDER,
    sessionId,
    amountCents: received.amountCents,
    currency: "usd",
    transactionId: null,
    method: received.method,
    paidAt: received.paidAt,
  };
}
