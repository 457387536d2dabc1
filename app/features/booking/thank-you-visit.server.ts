/**
 * The visit the thank-you page repeats: its date and time, for the visitor back from its checkout. The
 * checkout's session id (which only that visitor was sent back with) must belong to the appointment's booking,
 * so that counting through appointment ids shows nobody's visit.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { appointments, bookings, payments } from "~db/schema";

export async function visitOfCheckout(
  db: Db,
  appointmentId: number,
  sessionId: string,
): Promise<{ date: string; time: string } | undefined> {
  const [visit] = await db
    .select({ date: bookings.date, time: bookings.time })
    .from(appointments)
    .innerJoin(bookings, eq(bookings.id, appointments.bookingId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(appointments.id, appointmentId), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  return visit;
}
