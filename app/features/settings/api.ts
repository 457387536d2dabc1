import { apiRequest } from "~/lib/api-client";
import type { saveAdminSettings } from "./admin-settings.server";
import type { AdminSettings } from "./settings.schema";

/** POST /api/admin/contact-info: the business settings as saved (the server's answer). */
export const saveSettings = (settings: AdminSettings) =>
  apiRequest<Awaited<ReturnType<typeof saveAdminSettings>>>("POST", "/api/admin/contact-info", settings);
