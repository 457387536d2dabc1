import { apiRequest } from "~/lib/api-client";
import type { Availability, BookingWindow } from "~/lib/visit-slots";
import type { AppointmentStatus } from "~/lib/vocabulary";
import type { getAppointment, listAppointmentsForEmail } from "./appointments.server";

/**
 * What the customer's pages ask the server about appointments: the query keys and the calls. The answers'
 * types are those of the server functions that produce them, so the two cannot drift apart.
 */

/** GET /api/user/appointments: the signed-in customer's appointments. */
export type UserAppointments = Awaited<ReturnType<typeof listAppointmentsForEmail>>;
/** GET /api/appointments/:id, and the answer to a cancellation (a missing one is a 404, not a body). */
export type AppointmentDetails = NonNullable<Awaited<ReturnType<typeof getAppointment>>>;
/** POST /api/appointments/:id/checkout: the card provider's page the browser is sent to. */
export interface CheckoutRedirect {
  sessionId: string;
  url: string;
}

export const USER_APPOINTMENTS_KEY = ["user", "appointments"] as const;
export const appointmentKey = (id: number) => ["appointments", id] as const;

export const fetchUserAppointments = () => apiRequest<UserAppointments>("GET", "/api/user/appointments");
export const fetchAppointment = (id: number) =>
  apiRequest<AppointmentDetails>("GET", `/api/appointments/${id}`);

/** A customer may only cancel (docs/appointments.md). */
export const requestCancellation = (id: number) =>
  apiRequest<AppointmentDetails>("PUT", `/api/appointments/${id}`, { status: "cancelled" });

/** A fresh checkout for the whole visit while its booking is unpaid. */
export const startCheckout = (id: number) =>
  apiRequest<CheckoutRedirect>("POST", `/api/appointments/${id}/checkout`);

/** PATCH /api/admin/appointments/:id: an admin sets the status from the dropdown. */
export const updateAppointmentStatus = (id: number, status: AppointmentStatus) =>
  apiRequest<AppointmentDetails>("PATCH", `/api/admin/appointments/${id}`, { status });

/** DELETE /api/admin/appointments/:id. */
export const removeAppointment = (id: number) => apiRequest("DELETE", `/api/admin/appointments/${id}`);

/** POST /api/appointments/:id/reschedule: the whole visit to another free slot; answers the appointment. */
export const requestReschedule = (id: number, slot: { date: string; time: string }) =>
  apiRequest<AppointmentDetails>("POST", `/api/appointments/${id}/reschedule`, slot);

/** GET /api/availability: the dates visits may be booked on (the booking calendar's window). */
export const fetchVisitWindow = () => apiRequest<BookingWindow>("GET", "/api/availability");

/** GET /api/availability?date=: that day's slots, taken or closed ones not available. */
export const fetchVisitDay = (date: string) =>
  apiRequest<Availability>("GET", `/api/availability?date=${encodeURIComponent(date)}`);

/** POST /api/admin/appointments/:id/refunds: an admin gives back part or all of the visit's payment. */
export const requestAdminRefund = (
  id: number,
  body: { amount: string; reason: string; requestKey?: string },
) => apiRequest<AppointmentDetails>("POST", `/api/admin/appointments/${id}/refunds`, body);
