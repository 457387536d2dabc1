/** The test checkout page's session: what it pays for, and paying or leaving it. */
import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { CHECKOUT_MINUTES } from "~/lib/checkout-window";
import { fromCents, lineDepositShares, toCents } from "~/lib/deposit";
import { isPaidStatus } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { appointments, bookings, estimates, invoices, payments } from "~db/schema";
import type { CheckoutMethod, PaidSession } from "./payment-provider";

export interface TestCheckout {
  sessionId: string;
  /** `processing`: a bank payment made, which the page settles or fails as the bank would. */
  state: "open" | "processing" | "paid" | "closed";
  /** The one way it takes money (an invoice's card or bank account); a booking's and a deposit's: a card. */
  method: CheckoutMethod;
  amount: string;
  lines: { name: string; quantity: number; amount: string }[];
  successUrl: string;
  cancelUrl: string;
}

/** The session, or undefined when there is no such test session. Expired ones read as closed. */
export async function getTestCheckout(db: Db, sessionId: string): Promise<TestCheckout | undefined> {
  const [payment] = await db
    .select({
      bookingId: payments.bookingId,
      estimateId: payments.estimateId,
      invoiceId: payments.invoiceId,
      amount: payments.amount,
      status: payments.status,
      method: payments.method,
      expired: sql<boolean>`${payments.createdAt} <= now() - (${CHECKOUT_MINUTES} * interval '1 minute')`,
    })
    .from(payments)
    .where(and(eq(payments.provider, "test"), eq(payments.providerSessionId, sessionId)));
  if (!payment) return undefined;
  const state = isPaidStatus(payment.status)
    ? "paid"
    : payment.status === "processing"
      ? "processing"
      : payment.status === "pending" && !payment.expired
        ? "open"
        : "closed";
  const method: CheckoutMethod = payment.method === "us_bank_account" ? "us_bank_account" : "card";
  if (payment.estimateId !== null)
    return estimateCheckout(db, sessionId, state, payment.estimateId, payment.amount);
  if (payment.invoiceId !== null) {
    const checkout = await invoiceCheckout(db, sessionId, state, payment.invoiceId, payment.amount);
    return checkout && { ...checkout, method };
  }
  if (payment.bookingId === null) return undefined;
  const lines = await db
    .select({
      id: appointments.id,
      serviceName: appointments.serviceName,
      quantity: appointments.quantity,
      cost: appointments.estimatedCost,
      deposit: bookings.depositAmount,
    })
    .from(appointments)
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .where(eq(appointments.bookingId, payment.bookingId))
    .orderBy(asc(appointments.id));
  const first = lines[0]?.id ?? 0;
  // Each line's part of what the booking asked, as its checkout was priced (capped or not).
  const shares = lineDepositShares(
    lines.map((l) => ({ serviceName: l.serviceName, lineCents: toCents(l.cost) })),
    toCents(lines[0]?.deposit ?? "0"),
  );
  return {
    sessionId,
    state,
    method: "card",
    amount: payment.amount,
    lines: lines.map((l, index) => ({
      name: l.serviceName,
      quantity: l.quantity,
      amount: fromCents(shares[index]),
    })),
    successUrl: `/thank-you?appointment_id=${first}&session_id=${encodeURIComponent(sessionId)}`,
    cancelUrl: `/payment/${first}`,
  };
}

/** An estimate's deposit: one line; back to the estimate's return page either way (it says what happened). */
async function estimateCheckout(
  db: Db,
  sessionId: string,
  state: TestCheckout["state"],
  estimateId: number,
  amount: string,
): Promise<TestCheckout | undefined> {
  const [estimate] = await db
    .select({ number: estimates.number, title: estimates.title })
    .from(estimates)
    .where(eq(estimates.id, estimateId));
  if (!estimate) return undefined;
  const returnUrl = `/estimates/paid?session_id=${encodeURIComponent(sessionId)}`;
  return {
    sessionId,
    state,
    method: "card",
    amount,
    lines: [{ name: `Deposit for estimate #${estimate.number}: ${estimate.title}`, quantity: 1, amount }],
    successUrl: returnUrl,
    cancelUrl: returnUrl,
  };
}

/** An invoice's balance: one line; back to the invoice's return page either way (it says what happened). */
async function invoiceCheckout(
  db: Db,
  sessionId: string,
  state: TestCheckout["state"],
  invoiceId: number,
  amount: string,
): Promise<TestCheckout | undefined> {
  const [invoice] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return undefined;
  const returnUrl = `/invoices/paid?session_id=${encodeURIComponent(sessionId)}`;
  return {
    sessionId,
    state,
    method: "card",
    amount,
    lines: [{ name: `Invoice ${invoice.number}`, quantity: 1, amount }],
    successUrl: returnUrl,
    cancelUrl: returnUrl,
  };
}

/** Paying an open test session: the payment the provider would report, for the one fulfilment path. */
export function testPayment(checkout: TestCheckout): PaidSession {
  return {
    provider: "test",
    sessionId: checkout.sessionId,
    amountCents: toCents(checkout.amount),
    currency: "usd",
    transactionId: `test_pi_${crypto.randomBytes(12).toString("hex")}`,
    method: checkout.method,
  };
}
