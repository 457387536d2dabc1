/**
 * Booking and changing the rules take turns (lockVisitRules): a booking reads the rules inside the
 * transaction that takes its slot, so a day off added at that moment is either seen by the booking or added
 * after it commits, never slipped in between. Each race is driven step by step on two connections, waiting
 * until PostgreSQL shows the other side blocked on its lock.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NotBookableError } from "~/features/availability/availability.server";
import { DAY_OFF } from "~/features/availability/visit-rules";
import { addDayOff } from "~/features/availability/visit-settings.server";
import { lockSlot } from "~/features/booking/slots.server";
import { addDays, businessToday } from "~/lib/dates";
import { FIX_FIELDS } from "~/lib/domain-error";
import { rescheduleVisit } from "~/workflows/visit-changes.server";
import type { Db } from "~db/client.server";
import { createLogger } from "~server/logger";
import { bookingBody, freshSlot, makeService } from "~tests/support/booking";
import { bookingTestServer } from "~tests/support/booking-server";

const t = bookingTestServer();
const { db, book } = t;

/** A free slot at least a week ahead: far from the notice and from the cancellation window. */
function slotAWeekAhead() {
  const weekOut = addDays(businessToday(), 7);
  for (;;) {
    const slot = freshSlot();
    if (slot.date >= weekOut) return slot;
  }
}

/** Sessions of this database waiting for an advisory lock (a slot, a hold or the rules). */
async function lockWaiters(): Promise<number> {
  const result = (await db().execute(sql`
    select count(*)::int as n from pg_locks
    where locktype = 'advisory' and not granted
      and database = (select oid from pg_database where datname = current_database())`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
}

/**
 * Resolves once `count` sessions wait on an advisory lock; fails as soon as `mustWait` settles first, since
 * then it did not wait for the lock at all.
 */
async function untilWaiting(count: number, mustWait: Promise<unknown>, what: string) {
  let settled = false;
  const settle = () => (settled = true);
  mustWait.then(settle, settle);
  const deadline = Date.now() + 10_000;
  while ((await lockWaiters()) < count) {
    if (settled) throw new Error(`${what} went through without waiting for the lock`);
    if (Date.now() > deadline) throw new Error(`${what} never waited for the lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A transaction on a connection of its own, held open after `start` ran in it until `finish` is called;
 * `finish` resolves once it has committed. Tests finish it in `finally`, so a failure leaves no lock behind.
 */
async function heldOpen(start: (tx: Db) => Promise<unknown>) {
  let release!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const ready = new Promise<void>((resolve) => (started = resolve));
  const done = db().transaction(async (tx) => {
    await start(tx);
    started();
    await gate;
  });
  await Promise.race([ready, done]);
  return () => {
    release();
    return done;
  };
}

const dayOffOn = (date: string) => ({ startsOn: date, endsOn: date, note: "Called away" });

describe("a day off added while a visit is being booked", () => {
  it("refuses a booking on a day off with the rules' 400 under the date", async () => {
    const service = await makeService(db());
    const slot = slotAWeekAhead();
    await addDayOff(db(), dayOffOn(slot.date));
    const res = await book(bookingBody([{ serviceId: service }], slot));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: FIX_FIELDS, errors: { date: DAY_OFF } });
  });

  it("is seen by a booking that reads the rules while the day off is being committed", async () => {
    const service = await makeService(db());
    const slot = slotAWeekAhead();
    // The admin's day off is written but not committed yet: the booking must wait for it, then see it.
    const commitDayOff = await heldOpen((tx) => addDayOff(tx, dayOffOn(slot.date)));
    try {
      const booking = book(bookingBody([{ serviceId: service }], slot));
      await untilWaiting(1, booking, "the booking");
      await commitDayOff();
      const res = await booking;
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: FIX_FIELDS, errors: { date: DAY_OFF } });
    } finally {
      await commitDayOff();
    }
  });

  it("waits for a booking that has passed the rules and is taking its slot", async () => {
    const service = await makeService(db());
    const slot = slotAWeekAhead();
    // Someone holds the slot's lock, so the booking stops between its check of the rules and its slot.
    const releaseSlot = await heldOpen((tx) => lockSlot(tx, slot.date, slot.time));
    try {
      const booking = book(bookingBody([{ serviceId: service }], slot));
      await untilWaiting(1, booking, "the booking");
      // The owner keeps the visits already booked on it (else the day off is refused with their list).
      const dayOff = addDayOff(db(), { ...dayOffOn(slot.date), affectedVisits: "keep" });
      await untilWaiting(2, dayOff, "the day off");
      await releaseSlot();
      // The booking commits by the rules it read; the day off is added after it.
      expect((await booking).status).toBe(201);
      await expect(dayOff).resolves.toMatchObject({ startsOn: slot.date });
    } finally {
      await releaseSlot();
    }
  });

  it("is seen by a reschedule to that day", async () => {
    const free = await makeService(db(), { basePrice: "0.00" });
    const res = await book(bookingBody([{ serviceId: free }], slotAWeekAhead()));
    expect(res.status).toBe(201);
    const { appointmentId } = (await res.json()) as { appointmentId: number };
    const to = slotAWeekAhead();
    const commitDayOff = await heldOpen((tx) => addDayOff(tx, dayOffOn(to.date)));
    try {
      const flows = { db: db(), jobs: t.server().jobs, logger: createLogger("silent") };
      const moving = rescheduleVisit(flows, appointmentId, to);
      await untilWaiting(1, moving, "the reschedule");
      await commitDayOff();
      const refusal = await moving.catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(NotBookableError);
      expect(refusal).toMatchObject({ field: "date", message: DAY_OFF });
    } finally {
      await commitDayOff();
    }
  });
});
