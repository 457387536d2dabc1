import { Router } from "express";
import { derivedHoursText } from "~/features/availability/visit-settings.server";
import { getAdminSettings, saveAdminSettings } from "~/features/settings/admin-settings.server";
import { HOURS_FOLLOW_OPENING_HOURS, settingsSchema } from "~/features/settings/settings.schema";
import { FIX_FIELDS, invalid, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { bodyOf } from "~server/api/input";

/** /api/admin/contact-info: the one business settings row (docs/business-data.md). */
export function settingsRouter(db: Db) {
  const router = Router();
  router.get("/contact-info", async (_req, res) => {
    const settings = await getAdminSettings(db);
    if (!settings) throw notFound("Business settings have not been set up yet");
    res.json(settings);
  });
  // The hours text is the opening hours' (availability): a request may leave it out or send it unchanged
  // (what GET answered), never another one, so the shown hours cannot disagree with the bookable slots.
  router.post("/contact-info", async (req, res) => {
    const input = bodyOf(settingsSchema, req);
    const hours = await derivedHoursText(db);
    if (input.hours !== "" && input.hours !== hours) {
      throw invalid(FIX_FIELDS, { hours: HOURS_FOLLOW_OPENING_HOURS });
    }
    res.json(await saveAdminSettings(db, { ...input, hours }));
  });
  return router;
}
