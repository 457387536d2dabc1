/**
 * The payment page's "Pay deposit": a fresh checkout for a booking still awaiting payment. The slot may
 * have been given to someone else once the booking's last checkout expired, and that last checkout may
 * turn out paid after all (then that payment is recorded instead).
 */
import { bookingForCheckout } from "~/features/booking/booking.server";
import { checkoutCancelUrl } from "~/features/booking/checkout-cancel-link.server";
import { claimSlot, SlotTakenError } from "~/features/booking/slots.server";
import { startCheckout } from "~/features/payments/checkout.server";
import { paidSessionOf, SessionStillOpenError } from "~/features/payments/payment-provider";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { afterRecorded, recordPaid } from "./record-payment.server";

export type FreshCheckoutResult =
  | { outcome: "opened"; sessionId: string; url: string }
  | { outcome: "not-found" }
  /** Paid already, or its last checkout turned out paid (recorded now). */
  | { outcome: "already-paid" }
  | { outcome: "nothing-awaiting" }
  | { outcome: "payments-unavailable" }
  | { outcome: "slot-taken"; message: string }
  /** The last checkout is still being paid: the provider cannot close it yet. */
  | { outcome: "payment-in-progress" };

export async function startFreshCheckout(
  deps: PaymentFlowDeps,
  appointmentId: number,
): Promise<FreshCheckoutResult> {
  const { db, provider } = deps;
  const booking = await bookingForCheckout(db, appointmentId);
  if (!booking) return { outcome: "not-found" };
  if (booking.paid) return { outcome: "already-paid" };
  if (booking.awaiting === 0) return { outcome: "nothing-awaiting" };
  if (!provider) return { outcome: "payments-unavailable" };
  try {
    const started = await db.transaction(async (tx) => {
      await claimSlot(tx, booking.date, booking.time, booking.bookingId);
      // Left unpaid, the checkout leads to the booking page, which releases the slot (as a new booking's does).
      const cancelUrl =
        deps.linkSecret && (await checkoutCancelUrl(tx, deps.linkSecret, deps.siteUrl, booking.bookingId));
      const start = await startCheckout(
        tx,
        provider,
        deps.siteUrl,
        booking.bookingId,
        cancelUrl || undefined,
      );
      if (start.state === "opened") return start;
      // The last checkout was paid before it could be closed: that payment is recorded instead.
      const paid = paidSessionOf(provider.name, start.session);
      return { ...start, record: paid && (await recordPaid(tx, paid)) };
    });
    if (started.state === "opened") {
      return { outcome: "opened", sessionId: started.checkout.sessionId, url: started.checkout.url };
    }
    if (started.record) await afterRecorded(deps, started.record);
    return { outcome: "already-paid" };
  } catch (error) {
    if (error instanceof SlotTakenError) return { outcome: "slot-taken", message: error.message };
    if (error instanceof SessionStillOpenError) return { outcome: "payment-in-progress" };
    throw error;
  }
}
