/**
 * The admin's side of when visits may be booked: the weekly hours, notice, horizon, reminder lead time and
 * cancellation window (one form), and the days off. Saving the weekly hours rewrites the hours text the
 * site shows in the same transaction, so the two never disagree. Every change takes the rules' lock
 * (lockVisitRules), so a booking in flight is never judged by rules half-changed or changed under it.
 */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { OPEN_STATUSES } from "~/lib/appointment-lifecycle";
import { statusIn } from "~/lib/appointment-lifecycle-sql.server";
import { businessToday } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import { TIME_SLOTS } from "~/lib/visit-slots";
import type { Db } from "~db/client.server";
import { appointments, businessSettings, closedWeekdayHours, daysOff, openingHours } from "~db/schema";
import type { DayOffRow, VisitSettingsAnswer } from "./admin-endpoints";
import type { AffectedVisit, VisitSettings } from "./availability.schema";
import { lockVisitRules } from "./availability.server";
import { hoursText, type WeekdayHours } from "./visit-rules";

const NOT_SET_UP = "Business settings have not been set up yet";

async function weeklyHours(db: Db): Promise<WeekdayHours[]> {
  const rows = await db.select().from(openingHours).orderBy(asc(openingHours.weekday));
  return rows.map(({ weekday, firstSlot, lastSlot }) => ({ weekday, firstSlot, lastSlot }));
}

/** The hours text the weekly hours give ("Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed"). */
export async function derivedHoursText(db: Db): Promise<string> {
  return hoursText(await weeklyHours(db));
}

export async function getVisitSettings(db: Db): Promise<VisitSettingsAnswer> {
  const [[settings], weekly, kept] = await Promise.all([
    db
      .select({
        minNoticeDays: businessSettings.minNoticeDays,
        horizonDays: businessSettings.horizonDays,
        reminderLeadHours: businessSettings.reminderLeadHours,
        cancelWindowHours: businessSettings.cancelWindowHours,
      })
      .from(businessSettings)
      .limit(1),
    weeklyHours(db),
    db.select().from(closedWeekdayHours),
  ]);
  if (!settings) throw notFound(NOT_SET_UP);
  // A closed day shows the hours it had before it was closed, else the whole grid, ready to be opened.
  const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const open = weekly.find((h) => h.weekday === weekday);
    const before = kept.find((h) => h.weekday === weekday);
    return {
      weekday,
      open: Boolean(open),
      firstSlot: open?.firstSlot ?? before?.firstSlot ?? TIME_SLOTS[0]!,
      lastSlot: open?.lastSlot ?? before?.lastSlot ?? TIME_SLOTS[TIME_SLOTS.length - 1]!,
    };
  });
  return { days, ...settings, hours: hoursText(weekly) };
}

export async function saveVisitSettings(db: Db, input: VisitSettings): Promise<VisitSettingsAnswer> {
  const weekly = input.days
    .filter((day) => day.open)
    .map(({ weekday, firstSlot, lastSlot }) => ({ weekday, firstSlot, lastSlot }));
  // A closed day keeps the hours the form had for it, so that opening it again brings them back.
  const closed = input.days
    .filter((day) => !day.open && day.firstSlot <= day.lastSlot)
    .map(({ weekday, firstSlot, lastSlot }) => ({ weekday, firstSlot, lastSlot }));
  await db.transaction(async (tx) => {
    await lockVisitRules(tx, "change");
    const updated = await tx
      .update(businessSettings)
      .set({
        minNoticeDays: input.minNoticeDays,
        horizonDays: input.horizonDays,
        reminderLeadHours: input.reminderLeadHours,
        cancelWindowHours: input.cancelWindowHours,
        hours: hoursText(weekly),
      })
      .returning({ id: businessSettings.id });
    if (updated.length === 0) throw notFound(NOT_SET_UP);
    await tx.delete(openingHours);
    if (weekly.length > 0) await tx.insert(openingHours).values(weekly);
    await tx.delete(closedWeekdayHours);
    if (closed.length > 0) await tx.insert(closedWeekdayHours).values(closed);
  });
  return getVisitSettings(db);
}

/** Days off that have not ended yet, soonest first. */
export async function upcomingDaysOff(db: Db, now: Date = new Date()): Promise<DayOffRow[]> {
  return db
    .select({ id: daysOff.id, startsOn: daysOff.startsOn, endsOn: daysOff.endsOn, note: daysOff.note })
    .from(daysOff)
    .where(gte(daysOff.endsOn, businessToday(now)))
    .orderBy(asc(daysOff.startsOn), asc(daysOff.id));
}

export const VISITS_ON_DAY_OFF = "Visits are booked on these days. Keep them, or move them first.";

/** The visits that will still happen (not cancelled) from one date through another, in time order. */
async function visitsBetween(db: Db, from: string, through: string): Promise<AffectedVisit[]> {
  return db
    .select({
      appointmentId: appointments.id,
      date: appointments.date,
      time: appointments.time,
      customer: appointments.name,
      service: appointments.serviceName,
    })
    .from(appointments)
    .where(
      and(
        gte(appointments.date, from),
        lte(appointments.date, through),
        statusIn(appointments.status, OPEN_STATUSES),
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id));
}

/**
 * A day off over booked visits is the owner's choice, not a silent one: it is refused (409) with the list
 * of those visits unless the owner says to keep them (`affectedVisits: "keep"`); the visits are never moved
 * or cancelled here, the owner moves them one by one from the appointments.
 */
export async function addDayOff(
  db: Db,
  input: { startsOn: string; endsOn: string; note: string; affectedVisits?: "keep" },
): Promise<DayOffRow> {
  return db.transaction(async (tx) => {
    await lockVisitRules(tx, "change");
    if (input.affectedVisits !== "keep") {
      const visits = await visitsBetween(tx, input.startsOn, input.endsOn);
      if (visits.length > 0) throw new DomainError("conflict", VISITS_ON_DAY_OFF, { body: { visits } });
    }
    const { affectedVisits: _choice, ...dayOff } = input;
    const [row] = await tx
      .insert(daysOff)
      .values(dayOff)
      .returning({ id: daysOff.id, startsOn: daysOff.startsOn, endsOn: daysOff.endsOn, note: daysOff.note });
    return row!;
  });
}

export async function deleteDayOff(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockVisitRules(tx, "change");
    const deleted = await tx.delete(daysOff).where(eq(daysOff.id, id)).returning({ id: daysOff.id });
    if (deleted.length === 0) throw notFound("Day off not found");
  });
}
