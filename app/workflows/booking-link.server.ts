/**
 * What a booking's secret link opens (app/features/appointments/booking-link.server.ts): its page and API
 * read the visit through here, so that both refuse a wrong token (404) and an expired one (410) alike.
 */
import type { Appointment } from "~/features/appointments/appointment";
import { getAppointment } from "~/features/appointments/appointments.server";
import { openBookingLink } from "~/features/appointments/booking-link.server";
import { DomainError, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";

export const BOOKING_LINK_NOT_FOUND = "This booking link is not valid.";
export const BOOKING_LINK_EXPIRED = "This link has expired. Sign in to see your bookings.";

/** The appointment id a token opens at `now`; throws 404 for a wrong token, 410 for an expired one. */
export async function appointmentIdOfLink(db: Db, token: string, now = new Date()): Promise<number> {
  const opened = await openBookingLink(db, token, now);
  if (opened.outcome === "expired") throw new DomainError("gone", BOOKING_LINK_EXPIRED);
  if (opened.outcome === "not-found") throw notFound(BOOKING_LINK_NOT_FOUND);
  return opened.appointmentId;
}

/** The appointment a token opens, as its page and API show it. */
export async function appointmentOfLink(db: Db, token: string, now = new Date()): Promise<Appointment> {
  const appointment = await getAppointment(db, await appointmentIdOfLink(db, token, now));
  if (!appointment) throw notFound(BOOKING_LINK_NOT_FOUND);
  return appointment;
}
