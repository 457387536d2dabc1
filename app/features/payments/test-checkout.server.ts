/** The test checkout page's session: what it pays for, and paying or leaving it. */
import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { appointments, payments } from "../../../db/schema";
import { fromCents, lineDepositCents, toCents } from "~/lib/deposit";
import { isPaidStatus } from "~/lib/vocabulary";
import { CHECKOUT_MINUTES } from "~/lib/checkout-window";
import type { PaidSession } from "./payment-provider";

export interface TestCheckout {
  sessionId: string;
  state: "open" | "paid" | "closed";
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
      amount: payments.amount,
      status: payments.status,
      expired: sql<boolean>`${payments.createdAt} <= now() - (${CHECKOUT_MINUTES} * interval '1 minute')`,
    })
    .from(payments)
    .where(and(eq(payments.provider, "test"), eq(payments.providerSessionId, sessionId)));
  if (!payment || payment.bookingId === null) return undefined;
  const lines = await db
    .select({
      id: appointments.id,
      serviceName: appointments.serviceName,
      quantity: appointments.quantity,
      cost: appointments.estimatedCost,
    })
    .from(appointments)
    .where(eq(appointments.bookingId, payment.bookingId))
    .orderBy(asc(appointments.id));
  const first = lines[0]?.id ?? 0;
  const state = isPaidStatus(payment.status)
    ? "paid"
    : payment.status === "pending" && !payment.expired
      ? "open"
      : "closed";
  return {
    sessionId,
    state,
    amount: payment.amount,
    lines: lines.map((l) => ({
      name: l.serviceName,
      quantity: l.quantity,
      amount: fromCents(lineDepositCents(l.serviceName, toCents(l.cost))),
    })),
    successUrl: `/thank-you?appointment_id=${first}&session_id=${encodeURIComponent(sessionId)}`,
    cancelUrl: `/payment/${first}`,
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
  };
}
