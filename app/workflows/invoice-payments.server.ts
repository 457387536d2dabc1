/**
 * Money received for an invoice outside the site (docs/invoices.md): checked against the invoice under its
 * lock, then recorded by the one path every payment takes (record-payment.server.ts).
 */
import { checkPayable, lockInvoice } from "~/features/invoices/invoice-lifecycle.server";
import { openReceivedPayment } from "~/features/payments/offline-payment.server";
import { businessInstant, businessToday } from "~/lib/dates";
import { toCents } from "~/lib/deposit";
import type { ReceivedMethod } from "~/lib/vocabulary";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { afterRecorded, recordPaid } from "./record-payment.server";

export interface ReceivedInput {
  amount: string;
  method: ReceivedMethod;
  reference: string;
  receivedOn: string;
}

/**
 * When money received on a day counts as paid: now for today (so it sorts before what follows it today, the
 * job's closing), noon of another day (a day's middle: the same date in any time zone near the business's).
 */
function receivedInstant(receivedOn: string, now = new Date()) {
  return receivedOn === businessToday(now) ? now : businessInstant(receivedOn, "12:00");
}

/** Records money received; more than the balance, a draft or a voided invoice is a 409. Answers the payment's id. */
export async function recordReceivedPayment(deps: PaymentFlowDeps, invoiceId: number, input: ReceivedInput) {
  const amountCents = toCents(input.amount);
  const record = await deps.db.transaction(async (tx) => {
    checkPayable(await lockInvoice(tx, invoiceId), amountCents);
    const paid = await openReceivedPayment(tx, {
      invoiceId,
      amountCents,
      method: input.method,
      reference: input.reference,
      paidAt: receivedInstant(input.receivedOn),
    });
    return recordPaid(tx, paid);
  });
  await afterRecorded(deps, record);
  if (record.outcome !== "invoice-paid")
    throw new Error(`A received payment was not recorded: ${record.outcome}`);
  return record.paymentId;
}
