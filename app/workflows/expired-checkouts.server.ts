/**
 * The scheduled closing of unpaid checkouts (docs/background-work.md). A checkout still pending when its
 * unpaid hold is over is closed at the provider and expired here, which cancels the visits that awaited it
 * (the site's own move, appointment-lifecycle.ts), exactly as the provider's "expired" event does; whichever
 * comes first does it, and the other finds nothing left to do. When the provider answers that the session
 * was paid after all, that payment is recorded instead, through the one recording path.
 */
import { lockSlot } from "~/features/booking/slots.server";
import { lockExpiredCheckout, expiredCheckouts } from "~/features/payments/expired-checkouts.server";
import { expireCheckout, sessionSlot } from "~/features/payments/fulfilment.server";
import { paidSessionOf, SessionStillOpenError } from "~/features/payments/payment-provider";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { afterRecorded, recordPaid, type PaymentRecord } from "./record-payment.server";

export interface ClosedCheckouts {
  expired: number;
  paid: number;
  /** Still being paid at the provider, or it could not be asked: looked at again at the next run. */
  left: number;
}

/** Closes the checkouts whose hold was over at `now`. Safe to run twice, or in two processes at once. */
export async function closeExpiredCheckouts(
  deps: PaymentFlowDeps,
  now = new Date(),
): Promise<ClosedCheckouts> {
  const { db, provider, logger } = deps;
  const result: ClosedCheckouts = { expired: 0, paid: 0, left: 0 };
  // Without a provider there is no checkout to close; checkouts of another provider are left to it.
  if (!provider) return result;
  for (const sessionId of await expiredCheckouts(db, provider.name, now)) {
    try {
      const outcome = await db.transaction(async (tx): Promise<PaymentRecord | "expired" | undefined> => {
        // The slot before the payment row, as every booking and payment path locks them.
        const slot = await sessionSlot(tx, provider.name, sessionId);
        if (slot) await lockSlot(tx, slot.date, slot.time);
        if (!(await lockExpiredCheckout(tx, provider.name, sessionId, now))) return undefined;
        const closed = await provider.closeSession(sessionId);
        if (closed.state === "paid") {
          const paid = paidSessionOf(provider.name, closed.session);
          return paid && recordPaid(tx, paid);
        }
        await expireCheckout(tx, provider.name, sessionId);
        return "expired";
      });
      if (outcome === "expired") result.expired++;
      else if (outcome) {
        result.paid++;
        await afterRecorded(deps, outcome);
      }
    } catch (err) {
      result.left++;
      // One checkout the provider cannot close now does not hold up the others.
      if (!(err instanceof SessionStillOpenError))
        logger.warn({ err, sessionId }, "an expired checkout could not be closed; trying again next run");
    }
  }
  if (result.expired + result.paid > 0) logger.info(result, "expired checkouts closed");
  return result;
}
