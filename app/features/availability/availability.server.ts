/**
 * The rules of when visits may be booked, loaded from the database (opening_hours, days_off and the notice
 * and horizon of business_settings), and the check every customer booking passes.
 */
import { asc, gte } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { businessSettings, daysOff, openingHours } from "../../../db/schema";
import { addDays, businessToday } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import { slotProblem, type VisitRules } from "./visit-rules";

/** The rules in force; days off that ended before yesterday are left out (they can no longer matter). */
export async function loadVisitRules(db: Db, now: Date = new Date()): Promise<VisitRules> {
  const [weekly, off, [settings]] = await Promise.all([
    db.select().from(openingHours).orderBy(asc(openingHours.weekday)),
    db
      .select({ startsOn: daysOff.startsOn, endsOn: daysOff.endsOn })
      .from(daysOff)
      .where(gte(daysOff.endsOn, addDays(businessToday(now), -1))),
    db
      .select({ minNoticeDays: businessSettings.minNoticeDays, horizonDays: businessSettings.horizonDays })
      .from(businessSettings)
      .limit(1),
  ]);
  return {
    weeklyHours: weekly.map(({ weekday, firstSlot, lastSlot }) => ({ weekday, firstSlot, lastSlot })),
    daysOff: off,
    minNoticeDays: settings?.minNoticeDays ?? 1,
    horizonDays: settings?.horizonDays ?? 90,
  };
}

/**
 * Throws a 400 DomainError (its message the reason, also under the field) naming the field (`date` or `time`) when the business does not take visits at
 * this date and time: a closed weekday, a day off, sooner than the minimum notice, beyond the horizon, or a
 * time outside the day's hours. Whether the slot is free is the slot lock's business (slots.server.ts).
 */
export async function assertBookable(
  db: Db,
  date: string,
  time: string,
  now: Date = new Date(),
): Promise<void> {
  const problem = slotProblem(await loadVisitRules(db, now), date, time, now);
  if (problem)
    throw new DomainError("invalid", problem.message, { fields: { [problem.field]: problem.message } });
}
