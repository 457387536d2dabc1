import { Router } from "express";
import { deleteAppointment, getAppointment } from "../../app/features/appointments/appointments.server";
import type { Config } from "../../app/lib/env.server";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "./auth-guards";
import { notFound, parseId } from "./http-error";

/**
 * `/api/admin/*`. The admin guard sits on the router itself, before any route: a route added here is
 * admin-only without anyone remembering to say so (the authorization test checks every one).
 */
export function adminRouter({ db, config }: { db: Db; config: Config }) {
  const router = Router();
  router.use(requireAdmin(config));

  router.get("/appointments/:id", async (req, res) => {
    const appointment = await getAppointment(db, parseId(req.params.id, "appointment id"));
    if (!appointment) throw notFound("Appointment not found");
    res.json(appointment);
  });

  router.delete("/appointments/:id", async (req, res) => {
    if (!(await deleteAppointment(db, parseId(req.params.id, "appointment id")))) {
      throw notFound("Appointment not found");
    }
    res.status(204).end();
  });

  return router;
}
