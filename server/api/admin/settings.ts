import { Router } from "express";
import { getAdminSettings, saveAdminSettings } from "../../../app/features/settings/admin-settings.server";
import { settingsSchema } from "../../../app/features/settings/settings.schema";
import { notFound } from "../../../app/lib/domain-error";
import type { Db } from "../../../db/client.server";
import { bodyOf } from "../input";

/** /api/admin/contact-info: the one business settings row (docs/business-data.md). */
export function settingsRouter(db: Db) {
  const router = Router();
  router.get("/contact-info", async (_req, res) => {
    const settings = await getAdminSettings(db);
    if (!settings) throw notFound("Business settings have not been set up yet");
    res.json(settings);
  });
  router.post("/contact-info", async (req, res) => {
    res.json(await saveAdminSettings(db, bodyOf(settingsSchema, req)));
  });
  return router;
}
