import { Router } from "express";
import { dayOffSchema, visitSettingsSchema } from "~/features/availability/availability.schema";
import {
  addDayOff,
  deleteDayOff,
  getVisitSettings,
  saveVisitSettings,
  upcomingDaysOff,
} from "~/features/availability/visit-settings.server";
import type { Db } from "~db/client.server";
import { bodyOf, idParam } from "./input";

/**
 * /api/admin/availability: when visits may be booked (docs/booking-and-payments.md). These are admin writes,
 * so each clears the public pages' cache: the footer and contact page show the hours text they derive.
 */
export function availabilityAdminRouter(db: Db) {
  const router = Router();

  router.get("/availability", async (_req, res) => {
    res.json(await getVisitSettings(db));
  });

  router.put("/availability", async (req, res) => {
    res.json(await saveVisitSettings(db, bodyOf(visitSettingsSchema, req, { nested: true })));
  });

  router.get("/availability/days-off", async (_req, res) => {
    res.json(await upcomingDaysOff(db));
  });

  router.post("/availability/days-off", async (req, res) => {
    res.status(201).json(await addDayOff(db, bodyOf(dayOffSchema, req)));
  });

  router.delete("/availability/days-off/:id", async (req, res) => {
    await deleteDayOff(db, idParam(req, "id", "day off id"));
    res.status(204).end();
  });

  return router;
}
