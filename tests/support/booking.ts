/** Rows and requests of the booking tests: each test makes its own services and its own slot. */
import { count, eq } from "drizzle-orm";
import { addDays, businessToday } from "~/lib/dates";
import type { Db } from "~db/client.server";
import { demoDaysOff, demoSettings } from "~db/demo-data";
import { appointments, type bookings, businessSettings, payments, services } from "~db/schema";
import { databaseFingerprint } from "./fixtures";

export async function ensureSettings(db: Db, slotCapacity = 1) {
  await db
    .insert(businessSettings)
    .values({ ...demoSettings, slotCapacity })
    .onConflictDoUpdate({ target: businessSettings.id, set: { slotCapacity } });
}

export async function makeService(
  db: Db,
  { name = "Fence Repair", basePrice = "150.00", isActive = true } = {},
): Promise<number> {
  const [row] = await db
    .insert(services)
    .values({ name, description: "A service made by a test.", imageUrl: "/x.webp", basePrice, isActive })
    .returning({ id: services.id });
  return row!.id;
}

/** How far ahead the fresh dates reach: inside the demo's 90-day horizon, leaving its last days to tests of it. */
export const FRESH_DATES_UNTIL = 84;
const FRESH_TIMES = ["10:00", "11:00", "14:00", "15:00", "09:00", "16:00"];
let slotNumber = 0;

const isDemoDayOff = (date: string) =>
  demoDaysOff.some(({ startsOn, endsOn }) => startsOn <= date && date <= endsOn);

/**
 * The weekdays (Monday-Friday, open all day in the demo hours) from two days ahead up to FRESH_DATES_UNTIL,
 * less the demo's holidays (a seeded database has them).
 */
export function freshWeekdays(): string[] {
  const today = businessToday();
  const dates = [];
  for (let days = 2; days <= FRESH_DATES_UNTIL; days++) {
    const date = addDays(today, days);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !isDemoDayOff(date)) dates.push(date);
  }
  return dates;
}

/**
 * A different bookable slot on every call (an open weekday between the minimum notice and the horizon), so
 * that the tests of a file (one database) never share one. When the dates run out the time changes.
 */
export function freshSlot(): { date: string; time: string } {
  const dates = freshWeekdays();
  const n = slotNumber++;
  return {
    date: dates[n % dates.length]!,
    time: FRESH_TIMES[Math.floor(n / dates.length) % FRESH_TIMES.length]!,
  };
}

/** The date of a fresh slot (see freshSlot): a test that books it at 10:00 meets no other test's booking. */
export function freshDate(): string {
  return freshSlot().date;
}

let clientNumber = 0;
/** A new client address per call (TRUST_PROXY is on), so the rate limit meets only its own test. */
export const newClientIp = () => `198.51.${Math.floor(++clientNumber / 250)}.${(clientNumber % 250) + 1}`;

let customerNumber = 0;
/** A booking's body; each call is another customer (email), since unpaid bookings are limited per email. */
export function bookingBody(serviceLines: Array<{ serviceId: number; quantity?: number }>, overrides = {}) {
  const { date, time } = freshSlot();
  return {
    name: "Pat Customer",
    email: `Pat+${++customerNumber}@Example.com`,
    phone: "(325) 555-0100",
    date,
    time,
    details: "Gate latch is broken.",
    services: serviceLines.map(({ serviceId, quantity = 1 }) => ({ serviceId, quantity })),
    ...overrides,
  };
}

export async function postJson(baseUrl: string, path: string, body: unknown, ip = newClientIp()) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, origin: baseUrl },
    body: JSON.stringify(body),
  });
}

export async function countRows(db: Db, table: typeof bookings | typeof appointments | typeof payments) {
  return (await db.select({ n: count() }).from(table))[0]!.n;
}

export async function appointmentsOfBooking(db: Db, bookingId: number) {
  return db.select().from(appointments).where(eq(appointments.bookingId, bookingId));
}

export async function paymentsOfBooking(db: Db, bookingId: number) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

/**
 * The database, less what changes by design while nothing is recorded: rate-limit counters (they count
 * every request) and sign-in tokens (an earlier test's confirmation mail, sent after its answer, writes one).
 */
export async function recordsFingerprint(db: Db) {
  const { rate_limits: _counters, verifications: _tokens, ...rest } = await databaseFingerprint(db);
  return rest;
}
