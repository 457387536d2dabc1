import { Router, type Request } from "express";
import {
  appointmentSummary,
  listAdminAppointments,
  setAppointmentStatus,
} from "../../../app/features/appointments/admin-appointments.server";
import { readAppointmentListQuery } from "../../../app/features/appointments/appointment-list-query.server";
import { deleteAppointment, getAppointment } from "../../../app/features/appointments/appointments.server";
import { notFound } from "../../../app/lib/domain-error";
import { parseOneOf } from "../../../app/lib/input";
import { ADMIN_SETTABLE_STATUSES } from "../../../app/lib/vocabulary";
import type { Db } from "../../../db/client.server";
import { idParam, isPlainObject, queryOf } from "../input";

/** /api/admin/appointments: the list (filtered, searched, sorted, paged), summary, status and delete. */
export function appointmentsRouter(db: Db) {
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

  router.delete("/appointments/:id", async (req, res) => {
    if (!(await deleteAppointment(db, appointmentId(req)))) throw notFound("Appointment not found");
    res.status(204).end();
  });

  return router;
}
