import { Router } from "express";
import { derivedHoursText } from "~/features/availability/visit-settings.server";
import { getAdminSettings, saveAdminSettings } from "~/features/settings/admin-settings.server";
import { adminSettingsEndpoints as endpoints } from "~/features/settings/endpoints";
import { HOURS_FOLLOW_OPENING_HOURS } from "~/features/settings/settings.schema";
import { FIX_FIELDS, invalid, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";

/** /api/admin/contact-info: the one business settings row (docs/business-data.md). */
export function settingsRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";

  serve(router, base, endpoints.get, async () => {
    const settings = await getAdminSettings(db);
    if (!settings) throw notFound("Business settings have not been set up yet");
    return settings;
  });

  // The hours text is the opening hours' (availability): a request may leave it out or send it unchanged
  // (what GET answered), never another one, so the shown hours cannot disagree with the bookable slots.
  serve(router, base, endpoints.save, async ({ body }) => {
    const hours = await derivedHoursText(db);
    if (body.hours !== "" && body.hours !== hours) {
      throw invalid(FIX_FIELDS, { hours: HOURS_FOLLOW_OPENING_HOURS });
    }
    return saveAdminSettings(db, { ...body, hours });
  });

  return router;
}
