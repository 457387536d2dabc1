/**
 * Recording a paid session, whoever reports it (Stripe's webhook, the thank-you page's check, the test
 * checkout, a fresh checkout finding the last one paid): the payment, then the visits it pays for
 * (docs/booking-and-payments.md), then the mail and any refund it owes.
 */
import { placePaidVisits } from "~/features/booking/paid-visits.server";
import { lockSlot } from "~/features/booking/slots.server";
import { approveByPayment } from "~/features/estimates/estimate-approvals.server";
import { settleInvoice } from "~/features/invoices/invoice-lifecycle.server";
import {
  fulfilPayment,
  owePaymentBack,
  refundOwedPayment,
  sessionSlot,
  type FulfilmentResult,
} from "~/features/payments/fulfilment.server";
import type { PaidSession } from "~/features/payments/payment-provider";
import type { Db } from "~db/client.server";
import { confirmBooking } from "./booking-confirmation.server";
import { tellEstimateApproved } from "./estimate-notices.server";
import { tellInvoicePaid } from "./invoice-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { tellAboutRefund } from "./refund-notice.server";

/** What recording a paid session came to, after its visits were placed. */
export type PaymentRecord =
  /** The booking's visits are confirmed by this payment (a confirmation mail goes out). */
  | { outcome: "confirmed"; bookingId: number; paymentId: number }
  /** An estimate's deposit: the estimate is approved by it (mail to both sides goes out). */
  | { outcome: "estimate-approved"; estimateId: number; paymentId: number }
  /** A payment of an invoice: its paid amount and status follow. */
  | { outcome: "invoice-paid"; invoiceId: number; paymentId: number }
  /** The money goes back: a second payment, visits that cannot take place, an estimate no longer open. */
  | { outcome: "refund-owed"; bookingId: number | null; paymentId: number }
  | Exclude<FulfilmentResult, { outcome: "recorded" | "refund-owed" | "estimate-paid" }>;

/**
 * Inside a transaction: records a paid session and confirms its visits, or marks the money owed back. The
 * slot is locked before the payment row, as every booking path does.
 */
export async function recordPaid(tx: Db, paid: PaidSession): Promise<PaymentRecord> {
  const slot = await sessionSlot(tx, paid.provider, paid.sessionId);
  if (slot) await lockSlot(tx, slot.date, slot.time);
  const result = await fulfilPayment(tx, paid);
  if (result.outcome === "estimate-paid") {
    if ((await approveByPayment(tx, result.estimateId, result.paymentId)) === "approved") {
      return { ...result, outcome: "estimate-approved" };
    }
    await owePaymentBack(tx, result.paymentId, "estimate_closed");
    return { outcome: "refund-owed", bookingId: null, paymentId: result.paymentId };
  }
  if (result.outcome === "invoice-paid") {
    await settleInvoice(tx, result.invoiceId);
    return result;
  }
  if (result.outcome !== "recorded") return result;
  // A recorded payment belongs to a booking, so its slot was found and locked above.
  const placement = await placePaidVisits(tx, result.bookingId, slot!);
  if (placement === "confirmed") return { ...result, outcome: "confirmed" };
  await owePaymentBack(tx, result.paymentId, placement);
  return { ...result, outcome: "refund-owed" };
}

/**
 * After that transaction: the confirmation mail of a booking just confirmed (queued), and the refund of whatever the
 * session owes (also on a repeated report, so a refund that failed is tried again). Throws when the provider
 * refuses the refund: the report should be repeated.
 */
export async function afterRecorded(deps: PaymentFlowDeps, record: PaymentRecord) {
  if (record.outcome === "confirmed") await confirmBooking(deps, record.bookingId);
  if (record.outcome === "estimate-approved") await tellEstimateApproved(deps, record.estimateId);
  if (record.outcome === "invoice-paid") await tellInvoicePaid(deps, record.invoiceId, record.paymentId);
  if (!deps.provider || !("paymentId" in record)) return;
  const refunded = await refundOwedPayment(deps.db, deps.provider, record.paymentId);
  if (refunded) await tellAboutRefund(deps, refunded);
}

/** Records a paid session in its own transaction, then sends and refunds what it calls for. */
export async function recordPayment(deps: PaymentFlowDeps, paid: PaidSession): Promise<PaymentRecord> {
  const record = await deps.db.transaction((tx) => recordPaid(tx, paid));
  await afterRecorded(deps, record);
  return record;
}
