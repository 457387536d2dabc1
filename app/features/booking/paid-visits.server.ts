/** What a payment does to the visits it pays for: confirms them, or says why it cannot. */
import { and, eq } from "drizzle-orm";
import {
  canMove,
  cancelledByAfter,
  type AppointmentStatus,
  type CancelledBy,
} from "~/lib/appointment-lifecycle";
import { mayMoveSql } from "~/lib/appointment-lifecycle-sql.server";
import { isPastSlot } from "~/lib/dates";
import type { Db } from "~db/client.server";
import { appointments } from "~db/schema";
import { claimSlot, SlotTakenError } from "./slots.server";

const columns = { status: appointments.status, cancelledBy: appointments.cancelledBy };

export type PaidVisitsPlacement = "confirmed" | "slot_unavailable" | "visit_cancelled";

/**
 * Inside the transaction that records a booking's payment, after its slot (`booking`) is locked: confirms the visits
 * the payment is for, or says why it cannot. Visits awaiting payment are confirmed while the slot has room
 * (an unpaid hold lapses after its checkout's life, and a late payment may find the slot given away).
 * Visits the site cancelled because their checkout expired come back the same way if the slot is still
 * ahead; visits a person cancelled stay cancelled. A booking someone confirmed by hand stays as it is.
 */
export async function placePaidVisits(
  db: Db,
  bookingId: number,
  booking: { date: string; time: string },
  now = new Date(),
): Promise<PaidVisitsPlacement> {
  const lines = await db
    .select({ status: appointments.status, cancelledBy: appointments.cancelledBy })
    .from(appointments)
    .where(eq(appointments.bookingId, bookingId));
  // The lines a payment may confirm: awaiting payment, or cancelled by the site when the checkout expired.
  const payable = lines.filter((l) =>
    canMove("provider", l.status as AppointmentStatus, "confirmed", l.cancelledBy as CancelledBy | null),
  );
  const awaiting = payable.filter((l) => l.status === "payment_pending").length;
  if (payable.length === 0) {
    return lines.some((l) => l.status !== "cancelled") ? "confirmed" : "visit_cancelled";
  }
  const hasRoom = await claimSlot(db, booking.date, booking.time, bookingId).then(
    () => true,
    (error: unknown) => {
      if (error instanceof SlotTakenError) return false;
      throw error;
    },
  );
  if (!hasRoom || (awaiting === 0 && isPastSlot(booking.date, booking.time, now))) {
    await db
      .update(appointments)
      .set({ status: "cancelled", cancelledBy: cancelledByAfter("system", "cancelled") })
      .where(and(eq(appointments.bookingId, bookingId), mayMoveSql("system", "cancelled", columns)));
    return "slot_unavailable";
  }
  await db
    .update(appointments)
    .set({ status: "confirmed", cancelledBy: null })
    .where(and(eq(appointments.bookingId, bookingId), mayMoveSql("provider", "confirmed", columns)));
  return "confirmed";
}
