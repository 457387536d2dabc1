import { Router } from "express";
import {
  APPOINTMENT_SORTS,
  appointmentSummary,
  getAdminAppointment,
  listAdminAppointments,
  setAppointmentStatus,
} from "../../../app/features/appointments/admin-appointments.server";
import { deleteAppointment } from "../../../app/features/appointments/appointments.server";
import { isCalendarDate } from "../../../app/lib/text-fields";
import {
  ADMIN_SETTABLE_STATUSES,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
} from "../../../app/lib/vocabulary";
import type { Db } from "../../../db/client.server";
import { badRequest, notFound, parseId } from "../http-error";
import { isPlainObject } from "../parse-body";
import { parseListQuery, queryText } from "./list-query";

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

/** /api/admin/appointments: the list (filtered, searched, sorted, paged), summary, status and delete. */
export function appointmentsRouter(db: Db) {
  const router = Router();
  const appointmentId = (value: string | undefined) => parseId(value, "appointment id");

  router.get("/appointments", async (req, res) => {
    const list = parseListQuery(req, APPOINTMENT_SORTS, "-date");
    const status = queryText(req, "status");
    if (status && !isOneOf(APPOINTMENT_STATUSES, status)) throw badRequest("Invalid status");
    const [from, to] = [queryText(req, "from"), queryText(req, "to")];
    if (from && !isCalendarDate(from)) throw badRequest("Invalid from date");
    if (to && !isCalendarDate(to)) throw badRequest("Invalid to date");
    const q = queryText(req, "q").slice(0, 100);
    res.json(
      await listAdminAppointments(
        db,
        { status: (status || undefined) as AppointmentStatus | undefined, from, to, q },
        list,
      ),
    );
  });

  router.get("/appointments/summary", async (_req, res) => {
    res.json(await appointmentSummary(db));
  });

  router.get("/appointments/:id", async (req, res) => {
    const appointment = await getAdminAppointment(db, appointmentId(req.params.id));
    if (!appointment) throw notFound("Appointment not found");
    res.json(appointment);
  });

  router.patch("/appointments/:id", async (req, res) => {
    const id = appointmentId(req.params.id);
    const status = isPlainObject(req.body) ? req.body.status : undefined;
    if (!isOneOf(ADMIN_SETTABLE_STATUSES, status)) throw badRequest("Invalid status");
    const appointment = await setAppointmentStatus(db, id, status);
    if (!appointment) throw notFound("Appointment not found");
    res.json(appointment);
  });

  router.delete("/appointments/:id", async (req, res) => {
    if (!(await deleteAppointment(db, appointmentId(req.params.id)))) throw notFound("Appointment not found");
    res.status(204).end();
  });

  return router;
}
