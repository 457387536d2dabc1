/**
 * The appointments' endpoints (app/lib/endpoint.ts): the customer's own visits (read, cancel, reschedule, pay
 * the deposit again) and the back office's list, summary, status, refunds and delete.
 */
import { z } from "zod";
import { endpoint, noAnswer, pageOf } from "~/lib/endpoint";
import { ADMIN_SETTABLE_STATUSES } from "~/lib/vocabulary";
import { appointmentSchema } from "./appointment";
import { refundSchema, rescheduleSchema } from "./visit-change.schema";

/** GET /api/admin/appointments/summary: the counts, and the next 3 upcoming visits by date and time. */
export const appointmentSummarySchema = z.object({
  total: z.number(),
  confirmed: z.number(),
  pending: z.number(),
  upcoming: z.array(appointmentSchema),
});

/** The payment page's "Pay deposit": the card provider's page the browser is sent to. */
export const checkoutRedirectSchema = z.object({ sessionId: z.string(), url: z.string() });

export const customerAppointmentEndpoints = {
  /** The signed-in customer's appointments, newest visit first. */
  mine: endpoint({
    method: "GET",
    path: "/api/user/appointments",
    access: "signed-in",
    output: z.array(appointmentSchema),
  }),
  get: endpoint({
    method: "GET",
    path: "/api/appointments/:id",
    access: "signed-in",
    output: appointmentSchema,
  }),
  /** A customer may only cancel (docs/appointments.md); answers the appointment as it is then. */
  cancel: endpoint({
    method: "PUT",
    path: "/api/appointments/:id",
    access: "signed-in",
    body: z.object({ status: z.literal("cancelled") }),
    output: appointmentSchema,
  }),
  /** The whole visit to another free slot; answers the appointment. */
  reschedule: endpoint({
    method: "POST",
    path: "/api/appointments/:id/reschedule",
    access: "signed-in",
    body: rescheduleSchema,
    output: appointmentSchema,
  }),
  /** A fresh checkout for the whole visit while its booking is unpaid. */
  checkout: endpoint({
    method: "POST",
    path: "/api/appointments/:id/checkout",
    access: "signed-in",
    output: checkoutRedirectSchema,
  }),
};

/**
 * The same for a booking's secret link (booking-link.server.ts), without a password: the token opens its
 * booking's reference appointment only; a wrong token is a 404, an expired one a 410.
 */
export const bookingLinkEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/visits/:token",
    access: "public",
    output: appointmentSchema,
  }),
  cancel: endpoint({
    method: "PUT",
    path: "/api/visits/:token",
    access: "public",
    body: z.object({ status: z.literal("cancelled") }),
    output: appointmentSchema,
  }),
  reschedule: endpoint({
    method: "POST",
    path: "/api/visits/:token/reschedule",
    access: "public",
    body: rescheduleSchema,
    output: appointmentSchema,
  }),
};

export const adminAppointmentEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/admin/appointments",
    access: "admin",
    output: pageOf(appointmentSchema),
  }),
  summary: endpoint({
    method: "GET",
    path: "/api/admin/appointments/summary",
    access: "admin",
    output: appointmentSummarySchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/admin/appointments/:id",
    access: "admin",
    output: appointmentSchema,
  }),
  /** The status an admin picks from the dropdown. */
  setStatus: endpoint({
    method: "PATCH",
    path: "/api/admin/appointments/:id",
    access: "admin",
    body: z.object({ status: z.enum(ADMIN_SETTABLE_STATUSES) }),
    output: appointmentSchema,
  }),
  /**
   * Part or all of the visit's payment back: 201 with the appointment, or 200 when the same request (its
   * key) was answered before.
   */
  refund: endpoint({
    method: "POST",
    path: "/api/admin/appointments/:id/refunds",
    access: "admin",
    body: refundSchema,
    output: appointmentSchema,
    status: 201,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/appointments/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};

export type AppointmentSummary = z.infer<typeof appointmentSummarySchema>;
/** What an admin may set from the dropdown. */
export type SettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];
