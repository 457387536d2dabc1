import { Router } from "express";
import {
  appointmentOwnerEmail,
  getAppointment,
  listAppointmentsForEmail,
} from "../../app/features/appointments/appointments.server";
import type { Db } from "../../db/client.server";
import { requireAppointmentOwnerOrAdmin, requireUser, userOf } from "./auth-guards";
import { notFound, parseId } from "./http-error";

/** `/api/user/*`: every route needs a signed-in user (the guard sits on the router, not on each route). */
export function userRouter(db: Db) {
  const router = Router();
  router.use(requireUser);
  router.get("/appointments", async (_req, res) => {
    res.json(await listAppointmentsForEmail(db, userOf(res).email));
  });
  return router;
}

/** `/api/appointments/:id`: its owner or an admin; anyone else is told it does not exist. */
export function appointmentsRouter(db: Db) {
  const router = Router();
  const ownerOrAdmin = requireAppointmentOwnerOrAdmin((id) => appointmentOwnerEmail(db, id));
  router.get("/appointments/:id", ownerOrAdmin, async (req, res) => {
    const appointment = await getAppointment(db, parseId(String(req.params.id), "appointment id"));
    if (!appointment) throw notFound("Appointment not found");
    res.json(appointment);
  });
  return router;
}
