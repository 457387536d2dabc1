/**
 * The visit the thank-you page repeats: its date and time and the deposit its checkout asked, for the
 * visitor back from its checkout. The checkout's session id (which only that visitor was sent back with) must
 * belong to the appointment's booking, so that counting through appointment ids shows nobody's visit.
 */
import { and, eq } from "drizzle-orm";
import { depositIsCapped, fromCents, toCents } from "~/lib/deposit";
import type { Db } from "~db/client.server";
import { appointments, bookings, payments } from "~db/schema";

export interface CheckoutVisit {
  date: string;
  time: string;
  /** The booking's deposit, "500.00". */
  deposit: string;
  /** What is billed after the visit when the business's cap made the deposit less ("11250.00"); else null. */
  billedAfter: string | null;
}

export async function visitOfCheckout(
  db: Db,
  appointmentId: number,
  sessionId: string,
): Promise<CheckoutVisit | undefined> {
  const [visit] = await db
    .select({
      bookingId: bookings.id,
      date: bookings.date,
      time: bookings.time,
      total: bookings.totalAmount,
      deposit: bookings.depositAmount,
    })
    .from(appointments)
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(appointments.id, appointmentId), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  if (!visit) return undefined;
  const lines = await db
    .select({ serviceName: appointments.serviceName, cost: appointments.estimatedCost })
    .from(appointments)
    .where(eq(appointments.bookingId, visit.bookingId));
  const depositCents = toCents(visit.deposit);
  const capped = depositIsCapped(
    lines.map((l) => ({ serviceName: l.serviceName, lineCents: toCents(l.cost) })),
    depositCents,
  );
  return {
    date: visit.date,
    time: visit.time,
    deposit: visit.deposit,
    billedAfter: capped ? fromCents(toCents(visit.total) - depositCents) : null,
  };
}
