import crypto from "node:crypto";
import { Router, type Request } from "express";
import {
  appointmentSummary,
  listAdminAppointments,
  setAppointmentStatus,
} from "~/features/appointments/admin-appointments.server";
import { readAppointmentListQuery } from "~/features/appointments/appointment-list-query.server";
import { deleteAppointment, getAppointment } from "~/features/appointments/appointments.server";
import {
  NOTHING_PAID,
  overRemainingMessage,
  REFUND_KEY_REUSED,
  refundSchema,
} from "~/features/appointments/visit-change.schema";
import { fromCents } from "~/lib/deposit";
import { DomainError, notFound } from "~/lib/domain-error";
import { parseOneOf } from "~/lib/input";
import { formatMoney } from "~/lib/money";
import { ADMIN_SETTABLE_STATUSES } from "~/lib/vocabulary";
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import { refundByAdmin } from "~/workflows/visit-changes.server";
import type { Db } from "~db/client.server";
import { bodyOf, idParam, isPlainObject, queryOf } from "~server/api/input";

/**
 * /api/admin/appointments: the list (filtered, searched, sorted, paged), summary, status, delete, and
 * refunds of the visit's payment.
 */
export function appointmentsRouter(db: Db, flows: PaymentFlowDeps) {
  const router = Router();
  const appointmentId = (req: Request) => idParam(req, "id", "appointment id");

  router.get("/appointments", async (req, res) => {
    const { filters, list } = readAppointmentListQuery(queryOf(req));
    res.json(await listAdminAppointments(db, filters, list));
  });

  router.get("/appointments/summary", async (_req, res) => {
    res.json(await appointmentSummary(db));
  });

  router.get("/appointments/:id", async (req, res) => {
    const appointment = await getAppointment(db, appointmentId(req));
    if (!appointment) throw notFound("Appointment not found");
    res.json(appointment);
  });

  router.patch("/appointments/:id", async (req, res) => {
    const id = appointmentId(req);
    const body = isPlainObject(req.body) ? req.body : {};
    const status = parseOneOf(ADMIN_SETTABLE_STATUSES, body.status, "status");
    const appointment = await setAppointmentStatus(db, id, status);
    if (!appointment) throw notFound("Appointment not found");
    res.json(appointment);
  });

  // Any amount up to what is left of the booking's payment, with the admin's reason (docs/booking-and-payments.md).
  router.post("/appointments/:id/refunds", async (req, res) => {
    const id = appointmentId(req);
    const { amount, reason, requestKey } = bodyOf(refundSchema, req);
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
        throw new DomainError(
          "conflict",
          overRemainingMessage(formatMoney(fromCents(result.remainingCents))),
          {
            fields: { amount: overRemainingMessage(formatMoney(fromCents(result.remainingCents))) },
          },
        );
      case "key-reused":
        throw new DomainError("conflict", REFUND_KEY_REUSED);
      case "provider-failed":
        throw new DomainError("bad_gateway", "The refund could not be made. Please try again later.");
      case "refunded":
        res.status(result.repeated ? 200 : 201).json(await getAppointment(db, id));
    }
  });

  router.delete("/appointments/:id", async (req, res) => {
    if (!(await deleteAppointment(db, appointmentId(req)))) throw notFound("Appointment not found");
    res.status(204).end();
  });

  return router;
}
