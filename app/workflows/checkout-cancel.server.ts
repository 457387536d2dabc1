/**
 * A visitor back from a checkout they left unpaid (Stripe's cancel address, the test checkout's Cancel;
 * docs/booking-and-payments.md): the booking's checkouts are closed at the provider and its visits released at
 * once, so that the slot is offered again without waiting for the hold to lapse, and the booking page is drawn
 * again with the visitor's choices. A checkout found paid meanwhile is recorded instead and nothing is released;
 * a second visit to the same address (a reload, a replay) finds nothing left to close and changes nothing.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { encodeLines, POSTED_LINES_FIELD } from "~/features/booking/booking-post-fields";
import { bookingOfCancelToken } from "~/features/booking/checkout-cancel-link.server";
import { lockSlot } from "~/features/booking/slots.server";
import { bookingLinesOf } from "~/features/payments/checkout.server";
import { expireCheckout } from "~/features/payments/fulfilment.server";
import {
  paidSessionOf,
  SessionStillOpenError,
  type ProviderName,
} from "~/features/payments/payment-provider";
import { PAID_STATUSES } from "~/lib/vocabulary";
import { payments } from "~db/schema";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { afterRecorded, recordPaid, type PaymentRecord } from "./record-payment.server";

/** Said over the booking form drawn again. */
export const CHECKOUT_CANCELLED =
  "Your checkout was cancelled and no payment was taken. Your choices are kept below: book again when you are ready.";

export type CheckoutCancelResult =
  /** No booking of that token (a made-up or altered address): the booking page as usual. */
  | { outcome: "not-found" }
  /** The booking is paid (or being paid): the visitor goes to `url` (the thank-you or payment page). */
  | { outcome: "paid"; url: string }
  /** Released (now or before): the booking form's values, to draw it again. */
  | { outcome: "released"; values: Record<string, string> };

export async function cancelCheckout(
  deps: PaymentFlowDeps & { linkSecret: string },
  token: string,
): Promise<CheckoutCancelResult> {
  const { db, provider } = deps;
  const bookingId = await bookingOfCancelToken(db, deps.linkSecret, token);
  if (bookingId === undefined) return { outcome: "not-found" };
  const lines = await bookingLinesOf(db, bookingId);
  const first = lines[0]?.id;
  if (first === undefined) return { outcome: "not-found" };

  let record: PaymentRecord | undefined;
  try {
    record = await db.transaction(async (tx) => {
      // The slot before the payment rows, as every booking and payment path locks them.
      await lockSlot(tx, lines[0]!.date, lines[0]!.time);
      const open = await tx
        .select({
          sessionId: payments.providerSessionId,
          provider: sql<ProviderName>`${payments.provider}`,
        })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "pending")))
        .for("update");
      for (const checkout of open) {
        // Closed at the provider first, so that a checkout left open in another tab cannot be paid later.
        const closed =
          provider?.name === checkout.provider ? await provider.closeSession(checkout.sessionId) : undefined;
        if (closed?.state === "paid") {
          const paid = paidSessionOf(checkout.provider, closed.session);
          return paid && (await recordPaid(tx, paid));
        }
        if (closed) await expireCheckout(tx, checkout.provider, checkout.sessionId);
      }
      return undefined;
    });
  } catch (error) {
    // A payment still settling at the provider: the payment page says where it stands.
    if (error instanceof SessionStillOpenError) return { outcome: "paid", url: `/payment/${first}` };
    throw error;
  }
  if (record) await afterRecorded(deps, record);

  const [paid] = await db
    .select({ sessionId: payments.providerSessionId })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, [...PAID_STATUSES])));
  if (paid) {
    return {
      outcome: "paid",
      url: `/thank-you?appointment_id=${first}&session_id=${encodeURIComponent(paid.sessionId)}`,
    };
  }
  // As they are now, after the release.
  const released = await bookingLinesOf(db, bookingId);
  if (released.some((line) => line.status !== "cancelled"))
    return { outcome: "paid", url: `/payment/${first}` };
  return { outcome: "released", values: formValues(released) };
}

/** The booking form's values as the visitor left them: contact, services and quantities, date, time, details. */
function formValues(lines: Awaited<ReturnType<typeof bookingLinesOf>>): Record<string, string> {
  const [first] = lines;
  const chosen = lines.flatMap((line) =>
    line.serviceId === null ? [] : [{ serviceId: line.serviceId, quantity: line.quantity }],
  );
  return {
    name: first!.name,
    email: first!.email,
    phone: first!.phone,
    address: first!.address,
    date: first!.date,
    time: first!.time,
    details: first!.details ?? "",
    [POSTED_LINES_FIELD]: encodeLines(chosen),
  };
}
