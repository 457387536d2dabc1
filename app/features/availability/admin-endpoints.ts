/**
 * The admin's availability endpoints (app/lib/endpoint.ts): the weekly hours with the booking limits, and
 * the days off. Client-safe.
 */
import { z } from "zod";
import { adminRecord, endpoint, noAnswer } from "~/lib/endpoint";
import { dayOffSchema, visitSettingsSchema } from "./availability.schema";

/** GET and PUT /api/admin/availability answer the settings and the hours text they give the site. */
export const visitSettingsAnswer = z.object({
  /** Sunday (0) through Saturday (6); a closed day keeps the whole grid, ready to be opened. */
  days: z.array(
    z.object({ weekday: z.number(), open: z.boolean(), firstSlot: z.string(), lastSlot: z.string() }),
  ),
  minNoticeDays: z.number(),
  horizonDays: z.number(),
  reminderLeadHours: z.number(),
  cancelWindowHours: z.number(),
  hours: z.string(),
});

export const dayOffAnswer = z.object({
  id: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string(),
});

export type VisitSettingsAnswer = z.infer<typeof visitSettingsAnswer>;
export type DayOffRow = z.infer<typeof dayOffAnswer>;

const visitSettings = adminRecord("/api/admin/availability", visitSettingsSchema, visitSettingsAnswer);

export const adminAvailabilityEndpoints = {
  settings: visitSettings.read,
  /** Rewrites the hours text every page shows. */
  saveSettings: visitSettings.write,
  /** Days off that have not ended yet, soonest first. */
  daysOff: endpoint({
    method: "GET",
    path: "/api/admin/availability/days-off",
    access: "admin",
    output: z.array(dayOffAnswer),
  }),
  addDayOff: endpoint({
    method: "POST",
    path: "/api/admin/availability/days-off",
    access: "admin",
    body: dayOffSchema,
    output: dayOffAnswer,
    status: 201,
  }),
  removeDayOff: endpoint({
    method: "DELETE",
    path: "/api/admin/availability/days-off/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};
