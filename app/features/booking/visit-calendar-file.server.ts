/** "Add to calendar": a booking's visit as the .ics file its confirmation mail attached, as it is now. */
import { eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { appointments } from "~db/schema";
import { loadConfirmedBooking, visitInvitation } from "./confirmation.server";

/**
 * The file (named by the visit's date, so that several downloads stay apart), or undefined when the
 * booking or the business settings are missing. A visit called off is marked cancelled.
 */
export async function visitCalendarFile(db: Db, bookingId: number, siteUrl: string) {
  const booking = await loadConfirmedBooking(db, bookingId);
  if (!booking) return undefined;
  const lines = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.bookingId, bookingId));
  const cancelled = lines.every((line) => line.status === "cancelled");
  return { text: visitInvitation(booking, siteUrl, { cancelled }), filename: `visit-${booking.date}.ics` };
}
