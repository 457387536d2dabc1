import crypto from "node:crypto";
import { Router, type Request, type RequestHandler } from "express";
import { appointmentSummary, listAdminAppointments } from "~/features/appointments/admin-appointments.server";
import { readAppointmentListQuery } from "~/features/appointments/appointment-list-query.server";
import { deleteAppointment, getAppointment } from "~/features/appointments/appointments.server";
import { adminAppointmentEndpoints as endpoints } from "~/features/appointments/endpoints";
import { NOTHING_PAID } from "~/features/appointments/visit-change.schema";
import { DomainError, notFound } from "~/lib/domain-error";
import { parseId, parseOneOf } from "~/lib/input";
import { refundRefusal } from "~/lib/refund-request";
import { ADMIN_SETTABLE_STATUSES } from "~/lib/vocabulary";
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import { refundByAdmin, setStatusByAdmin } from "~/workflows/visit-changes.server";
import type { Db } from "~db/client.server";
import { idParam, isPlainObject } from "~server/api/input";
import { serve } from "~server/api/serve";

const appointmentId = (req: Request) => idParam(req, "id", "appointment id");

/** A bad id is refused as such before anything reads the body. */
const validId: RequestHandler = (req, _res, next) => {
  appointmentId(req);
  next();
};

/** A status an admin may not set is "Invalid status", as the dropdown's API has always said. */
const settableStatus: RequestHandler = (req, _res, next) => {
  parseOneOf(ADMIN_SETTABLE_STATUSES, isPlainObject(req.body) ? req.body.status : undefined, "status");
  next();
};

/**
 * /api/admin/appointments: the list (filtered, searched, sorted, paged), summary, status, delete, and
 * refunds of the visit's payment.
 */
export function appointmentsRouter(db: Db, flows: PaymentFlowDeps) {
  const router = Router();
  const base = "/api/admin";
  const idOf = (value: string) => parseId(value, "appointment id");

  serve(router, base, endpoints.list, ({ query }) => {
    const { filters, list } = readAppointmentListQuery(query);
    return listAdminAppointments(db, filters, list);
  });

  serve(router, base, endpoints.summary, () => appointmentSummary(db));

  serve(router, base, endpoints.get, async ({ params }) => {
    const appointment = await getAppointment(db, idOf(params.id));
    if (!appointment) throw notFound("Appointment not found");
    return appointment;
  });

  serve(
    router,
    base,
    endpoints.setStatus,
    async ({ params, body }) => {
      const appointment = await setStatusByAdmin(flows, idOf(params.id), body.status);
      if (!appointment) throw notFound("Appointment not found");
      return appointment;
    },
    { guards: [validId, settableStatus] },
  );

  // Any amount up to what is left of the booking's payment, with the admin's reason (docs/booking-and-payments.md).
  serve(
    router,
    base,
    endpoints.refund,
    async ({ res, params, body }) => {
      const id = idOf(params.id);
      const { amount, reason, requestKey } = body;
      // The form's key, scoped to the appointment, makes a repeated request answer its first refund.
      const result = await refundByAdmin(flows, id, {
        amountCents: amount,
        note: reason,
        requestKey: requestKey ? `admin-${id}-${requestKey}` : `admin-${crypto.randomUUID()}`,
      });
      switch (result.outcome) {
        case "not-found":
          throw notFound("Appointment not found");
        case "nothing-paid":
          throw new DomainError("conflict", NOTHING_PAID);
        case "over-remaining":
        case "key-reused":
        case "provider-failed":
          throw refundRefusal(result);
        case "refunded": {
          const appointment = await getAppointment(db, id);
          if (!appointment) throw notFound("Appointment not found");
          // A repeated request made no refund: it answers the first one's appointment, with 200 not 201.
          if (result.repeated) res.status(200).json(appointment);
          return appointment;
        }
      }
    },
    { guards: [validId] },
  );

  serve(router, base, endpoints.remove, async ({ params }) => {
    if (!(await deleteAppointment(db, idOf(params.id)))) throw notFound("Appointment not found");
  });

  return router;
}
