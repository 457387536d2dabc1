import { Router } from "express";
import { adminAvailabilityEndpoints as endpoints } from "~/features/availability/admin-endpoints";
import {
  addDayOff,
  deleteDayOff,
  getVisitSettings,
  saveVisitSettings,
  upcomingDaysOff,
} from "~/features/availability/visit-settings.server";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { serve } from "./serve";

/**
 * /api/admin/availability: when visits may be booked (docs/booking-and-payments.md). These are admin writes,
 * so each clears the public pages' cache: the footer and contact page show the hours text they derive.
 */
export function availabilityAdminRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";

  serve(router, base, endpoints.settings, () => getVisitSettings(db));

  serve(router, base, endpoints.saveSettings, ({ body }) => saveVisitSettings(db, body), {
    nestedErrors: true,
  });

  serve(router, base, endpoints.daysOff, () => upcomingDaysOff(db));

  serve(router, base, endpoints.addDayOff, ({ body }) => addDayOff(db, body));

  serve(router, base, endpoints.removeDayOff, ({ params }) =>
    deleteDayOff(db, parseId(params.id, "day off id")),
  );

  return router;
}
