/**
 * Money received for an invoice outside the site (docs/invoices.md): checked against the invoice under its
 * lock, then recorded by the one path every payment takes (record-payment.server.ts).
 */
import { checkPayable, lockInvoice } from "~/features/invoices/invoice-lifecycle.server";
import { openReceivedPayment } from "~/features/payments/offline-payment.server";
import { businessInstant } from "~/lib/dates";
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
      paidAt: businessInstant(input.receivedOn, "12:00"),
    });
    return recordPaid(tx, paid);
  });
  await afterRecorded(deps, record);
  if (record.outcome !== "invoice-paid")
    throw new Error(`A received payment was not recorded: ${record.outcome}`);
  return record.paymentId;
}
