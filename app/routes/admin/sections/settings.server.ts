import { getVisitSettings, upcomingDaysOff } from "~/features/availability/visit-settings.server";
import { estimateDefaults } from "~/features/estimates/estimate-defaults.server";
import { getAdminSettings } from "~/features/settings/admin-settings.server";
import { textSendingOf } from "~/features/settings/owner-texts.server";
import { notFound } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import type { Db } from "~db/client.server";

/** The business settings, how texts go out, the opening hours and days off, and the estimates' defaults. */
export async function loadSectionData(db: Db, _params: URLSearchParams, config: Config) {
  const [settings, defaults] = await Promise.all([getAdminSettings(db), estimateDefaults(db)]);
  if (!settings) throw notFound("Business settings have not been set up yet");
  const [visitSettings, daysOff] = await Promise.all([getVisitSettings(db), upcomingDaysOff(db)]);
  return { settings, textSending: textSendingOf(config), estimateDefaults: defaults, visitSettings, daysOff };
}
