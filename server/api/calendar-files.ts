import { Router } from "express";
import { appointmentBookingId, appointmentOwnerEmail } from "~/features/appointments/appointments.server";
import { visitCalendarFile } from "~/features/booking/visit-calendar-file.server";
import { calendarFeedEndpoints as endpoints } from "~/features/calendar-feed/endpoints";
import { feedAddress, rotateFeedAddress } from "~/features/calendar-feed/feed-link.server";
import { DomainError, notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { requireAppointmentOwnerOrAdmin } from "./auth-guards";
import { serve } from "./serve";

const NO_SETTINGS = "Business settings have not been set up yet";

/**
 * `/api/admin/calendar-feed`: the owner's feed address (made on the first request) and a new one that
 * revokes it. Mounted under the admin router, whose guard refuses everyone else.
 */
export function calendarFeedRouter({ db, secret, siteUrl }: { db: Db; secret: string; siteUrl: string }) {
  const router = Router();
  serve(router, "/api/admin", endpoints.address, async () => {
    const url = await feedAddress(db, secret, siteUrl);
    if (!url) throw notFound(NO_SETTINGS);
    return { url };
  });
  serve(router, "/api/admin", endpoints.rotate, async () => {
    const url = await rotateFeedAddress(db, secret, siteUrl);
    if (!url) throw notFound(NO_SETTINGS);
    return { url };
  });
  return router;
}

/** `GET /api/appointments/:id/calendar.ics`: "Add to calendar" for the visit's owner or an admin. */
export function appointmentCalendarRouter({ db, siteUrl }: { db: Db; siteUrl: string }) {
  const router = Router();
  const ownerOrAdmin = requireAppointmentOwnerOrAdmin((id) => appointmentOwnerEmail(db, id));
  router.get("/appointments/:id/calendar.ics", ownerOrAdmin, async (req, res) => {
    const bookingId = await appointmentBookingId(db, parseId(String(req.params.id), "appointment id"));
    if (bookingId === undefined) throw notFound("Appointment not found");
    // The file names the business (its name, address and phone): none before the settings exist.
    const file = await visitCalendarFile(db, bookingId, siteUrl);
    if (!file) throw new DomainError("unavailable", NO_SETTINGS);
    res.set({
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    });
    res.send(file.text);
  });
  return router;
}
