/**
 * The rules of when visits may be booked, loaded from the database (opening_hours, days_off and the notice
 * and horizon of business_settings), and the check every customer booking passes.
 */
import { asc, gte, sql } from "drizzle-orm";
import { addDays, businessToday } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { businessSettings, daysOff, openingHours } from "~db/schema";
import { slotProblem, type VisitRules } from "./visit-rules";

/**
 * The rules in force; days off that ended before yesterday are left out (they can no longer matter). Read
 * one query after another: inside a booking's transaction they share its one connection.
 */
export async function loadVisitRules(db: Db, now: Date = new Date()): Promise<VisitRules> {
  const weekly = await db.select().from(openingHours).orderBy(asc(openingHours.weekday));
  const off = await db
    .select({ startsOn: daysOff.startsOn, endsOn: daysOff.endsOn, note: daysOff.note })
    .from(daysOff)
    .where(gte(daysOff.endsOn, addDays(businessToday(now), -1)));
  const [settings] = await db
    .select({ minNoticeDays: businessSettings.minNoticeDays, horizonDays: businessSettings.horizonDays })
    .from(businessSettings)
    .limit(1);
  return {
    weeklyHours: weekly.map(({ weekday, firstSlot, lastSlot }) => ({ weekday, firstSlot, lastSlot })),
    daysOff: off,
    minNoticeDays: settings?.minNoticeDays ?? 1,
    horizonDays: settings?.horizonDays ?? 90,
  };
}

/** A visit the rules do not allow (400), its message under `date` or `time`. */
export class NotBookableError extends DomainError {
  constructor(
    readonly field: "date" | "time",
    message: string,
  ) {
    super("invalid", message, { fields: { [field]: message } });
  }
}

/**
 * Inside a transaction: booking by the rules and changing them take turns. A booking holds the lock shared
 * from before it reads the rules until it commits, so bookings do not wait for each other; a change (a day
 * off added or removed, new hours, notice or horizon) holds it alone, so it either commits before a booking
 * reads the rules or waits for that booking to commit. The two-key form keeps this lock apart from the
 * one-key slot and hold locks.
 */
export async function lockVisitRules(db: Db, use: "book" | "change") {
  await db.execute(
    use === "book"
      ? sql`select pg_advisory_xact_lock_shared(hashtext('visit-rules'), 0)`
      : sql`select pg_advisory_xact_lock(hashtext('visit-rules'), 0)`,
  );
}

/**
 * Inside the transaction that claims the slot: throws NotBookableError when the business does not take
 * visits at this date and time: a closed weekday, a day off, sooner than the minimum notice, beyond the
 * horizon, or a time outside the day's hours. The rules are read under lockVisitRules, so a change committed
 * meanwhile is either seen here or waits for this transaction. Whether the slot is free is the slot lock's
 * business (slots.server.ts).
 */
export async function assertBookable(
  db: Db,
  date: string,
  time: string,
  now: Date = new Date(),
): Promise<void> {
  await lockVisitRules(db, "book");
  const problem = slotProblem(await loadVisitRules(db, now), date, time, now);
  if (problem) throw new NotBookableError(problem.field, problem.message);
}
