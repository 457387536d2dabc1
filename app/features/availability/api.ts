import { apiRequest } from "~/lib/api-client";
import type { DayOffInput, DayOffRow, VisitSettingsAnswer, VisitSettingsInput } from "./availability.schema";

const BASE = "/api/admin/availability";

/** PUT /api/admin/availability: the weekly hours and limits as saved, with the hours text they give. */
export const saveVisitSettings = (settings: VisitSettingsInput) =>
  apiRequest<VisitSettingsAnswer>("PUT", BASE, settings);

export const addDayOff = (input: DayOffInput) => apiRequest<DayOffRow>("POST", `${BASE}/days-off`, input);

export const deleteDayOff = (id: number) => apiRequest("DELETE", `${BASE}/days-off/${id}`);
