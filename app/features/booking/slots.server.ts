/**
 * Slots (hourly, within the day's opening hours): which bookings hold one, how many a slot takes, and the lock under
 * which a booking, a fresh checkout or a late payment claims one.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { SLOT_KEEPING_STATUSES } from "~/lib/appointment-lifecycle";
import { statusIn, UNPAID_HOLD_INTERVAL } from "~/lib/appointment-lifecycle-sql.server";
import { addDays, isPastSlot } from "~/lib/dates";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { appointments, bookings, businessSettings } from "~db/schema";
import type { Availability } from "./booking.schema";

/** The slot has no room left for this booking. */
export class SlotTakenError extends DomainError {
  constructor(message = SLOT_TAKEN) {
    super("conflict", message);
  }
}

export const SLOT_TAKEN = "This time slot is no longer available. Please choose another time.";

/**
 * An unpaid booking that still holds its slot: awaiting payment while its checkout can still be paid
 * (holdsSlot of appointment-lifecycle.ts, for a whole booking).
 */
export function unpaidHold() {
  // Written out with the table name: drizzle leaves columns unqualified in a one-table query, and inside
  // these subqueries an unqualified "id" would be the subquery's own.
  return sql`(exists (select 1 from appointments a where a.booking_id = "bookings"."id" and a.status = 'payment_pending')
        and ("bookings"."created_at" > now() - ${UNPAID_HOLD_INTERVAL}
             or exists (select 1 from payments p where p.booking_id = "bookings"."id"
                        and p.status in ('pending', 'succeeded') and p.created_at > now() - ${UNPAID_HOLD_INTERVAL})))`;
}

/**
 * Bookings that hold a slot (holdsSlot of appointment-lifecycle.ts): any with an appointment that is
 * pending, confirmed or completed, and unpaid ones while their checkout can still be paid. Cancelled
 * appointments hold nothing.
 */
function holdsSlot() {
  return sql`(
    exists (select 1 from appointments a where a.booking_id = "bookings"."id"
            and ${statusIn(sql.raw("a.status"), SLOT_KEEPING_STATUSES)})
    or ${unpaidHold()})`;
}

async function slotCapacity(db: Db): Promise<number> {
  const [row] = await db.select({ capacity: businessSettings.slotCapacity }).from(businessSettings).limit(1);
  return row?.capacity ?? 1;
}

/** Inside a transaction: waits for anyone else booking this slot, until commit. */
export async function lockSlot(db: Db, date: string, time: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot:${date}T${time}`}))`);
}

/**
 * Inside a transaction: waits for anyone else booking this slot, then checks that it has room. The lock
 * is released at commit, after this booking is visible to the next one.
 */
export async function claimSlot(db: Db, date: string, time: string, exceptBookingId?: number) {
  await lockSlot(db, date, time);
  const [{ taken }] = await db
    .select({ taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.date, date),
        eq(bookings.time, time),
        exceptBookingId === undefined ? undefined : sql`${bookings.id} <> ${exceptBookingId}`,
        holdsSlot(),
      ),
    );
  if (Number(taken) >= (await slotCapacity(db))) throw new SlotTakenError(SLOT_TAKEN);
}

/**
 * Inside a transaction, after lockSlot: the customers whose visits fill a slot (one name a booking, in
 * booking order), or none while it has room. What the owner is warned of before scheduling over them.
 */
export async function fullSlotHolders(db: Db, date: string, time: string): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`min(${appointments.name})` })
    .from(bookings)
    .innerJoin(appointments, eq(appointments.bookingId, bookings.id))
    .where(and(eq(bookings.date, date), eq(bookings.time, time), holdsSlot()))
    .groupBy(bookings.id)
    .orderBy(bookings.id);
  return rows.length >= (await slotCapacity(db)) ? rows.map((row) => row.name) : [];
}

/** How many bookings hold each slot from `from` through `to`, in one query: `taken.get(date)?.get(time)`. */
export async function takenSlots(
  db: Db,
  from: string,
  to: string,
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({ date: bookings.date, time: bookings.time, taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(gte(bookings.date, from), lte(bookings.date, to), holdsSlot()))
    .groupBy(bookings.date, bookings.time);
  const taken = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const day = taken.get(row.date) ?? new Map<string, number>();
    day.set(row.time, Number(row.taken));
    taken.set(row.date, day);
  }
  return taken;
}

/** Whether a slot can still be booked: not begun and not full. */
function slotFree(
  date: string,
  time: string,
  taken: Map<string, number> | undefined,
  capacity: number,
  now: Date,
) {
  return !isPastSlot(date, time, now) && (taken?.get(time) ?? 0) < capacity;
}

/**
 * The slots of a day the business works (`hours`, from the opening hours; none when closed); taken and
 * past ones are not available, nor any when the day cannot be booked (`refusal`: why, e.g. too soon).
 */
export async function availability(
  db: Db,
  date: string,
  { hours, refusal }: { hours: string[]; refusal?: string | null },
  now = new Date(),
): Promise<Availability> {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const taken = await takenSlots(db, date, date);
  const capacity = await slotCapacity(db);
  return {
    date,
    slots: hours.map((time) => ({
      time,
      available: !refusal && slotFree(date, time, taken.get(date), capacity, now),
    })),
    ...(refusal ? { reason: refusal } : {}),
  };
}

/**
 * Which days from `from` through `to` have a free slot, given each day's bookable slots (`hoursOf`: none on a
 * day that cannot be booked). The bookings of the whole range are read in one query.
 */
export async function freeDays(
  db: Db,
  from: string,
  to: string,
  hoursOf: (date: string) => string[],
  now = new Date(),
): Promise<{ date: string; available: boolean }[]> {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const taken = await takenSlots(db, from, to);
  const capacity = await slotCapacity(db);
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const free = hoursOf(date).some((time) => slotFree(date, time, taken.get(date), capacity, now));
    days.push({ date, available: free });
  }
  return days;
}
