/**
 * The thank-you page's report of a checkout (POST /api/payments): the server asks the provider about the
 * session; nothing a client says about money is believed.
 */
import { appointmentBookingId } from "~/features/appointments/appointments.server";
import { paidSessionOf } from "~/features/payments/payment-provider";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { afterRecorded, recordPaid } from "./record-payment.server";

export type PaymentReportResult =
  | { outcome: "payments-unavailable" }
  /** Not a session of this appointment's booking (or no such appointment: the same answer). */
  | { outcome: "not-this-booking" }
  | { outcome: "checked"; status: "pending" | "succeeded" | "refunded" };

export async function checkReportedPayment(
  deps: PaymentFlowDeps,
  appointmentId: number,
  sessionId: string,
): Promise<PaymentReportResult> {
  const { db, provider, logger } = deps;
  if (!provider) return { outcome: "payments-unavailable" };
  const bookingId = await appointmentBookingId(db, appointmentId);
  // The same answer as for someone else's session: nothing tells whether an appointment id exists.
  if (bookingId === undefined) return { outcome: "not-this-booking" };
  const session = await provider.retrieveSession(sessionId);
  if (!session || session.bookingId !== bookingId) return { outcome: "not-this-booking" };
  const paid = paidSessionOf(provider.name, session);
  if (!paid) return { outcome: "checked", status: "pending" };
  const record = await db.transaction((tx) => recordPaid(tx, paid));
  if (record.outcome === "unknown-session") return { outcome: "not-this-booking" };
  if (record.outcome === "amount-mismatch") {
    logger.error({ sessionId: session.sessionId, ...record }, "payment not fulfilled");
    return { outcome: "checked", status: "pending" };
  }
  // The provider's webhook repeats a refund it could not make; this report need not fail for it.
  await afterRecorded(deps, record).catch((err: unknown) => {
    logger.error({ err, sessionId: session.sessionId }, "refund failed; it is retried on the next report");
  });
  return { outcome: "checked", status: record.outcome === "refund-owed" ? "refunded" : "succeeded" };
}
