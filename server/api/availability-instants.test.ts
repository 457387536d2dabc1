/**
 * The rules of when visits may be booked, read from a real database and applied at fixed instants in summer
 * and winter time: the minimum notice (in business days), the horizon, closed days and days off.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBookable } from "~/features/availability/availability.server";
import { CLOSED_DAY, DAY_OFF, OUTSIDE_HOURS, TOO_FAR, TOO_SOON } from "~/features/availability/visit-rules";
import { DomainError } from "~/lib/domain-error";
import { bookingWindow, dayAvailability } from "~/workflows/visit-availability.server";
import { daysOff } from "~db/schema";
import { ensureSettings } from "~tests/support/booking";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSettings(db());
  // Thanksgiving and the day after (2026), and New Year's Day (2027).
  await db()
    .insert(daysOff)
    .values([
      { startsOn: "2026-11-26", endsOn: "2026-11-27", note: "Thanksgiving" },
      { startsOn: "2027-01-01", endsOn: "2027-01-01", note: "New Year's Day" },
    ]);
});
afterAll(() => database?.dispose());

/** The refusal as `{ status, fields }`, or "bookable". */
async function verdict(date: string, time: string, now: Date) {
  try {
    await assertBookable(db(), date, time, now);
    return "bookable";
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, message: error.message, fields: error.details.fields };
  }
}
const refusal = (field: "date" | "time", message: string) => ({
  code: "invalid",
  message,
  fields: { [field]: message },
});

// Summer (CDT): Friday 2026-07-17 at 11:00 PM in Texas, already Saturday in UTC.
const SUMMER_FRIDAY_NIGHT = new Date("2026-07-18T04:00:00Z");
// Winter (CST): Wednesday 2026-11-25 at 4:30 PM, the day before Thanksgiving.
const BEFORE_THANKSGIVING = new Date("2026-11-25T22:30:00Z");

describe("at a summer instant", () => {
  const now = SUMMER_FRIDAY_NIGHT;

  it("takes Saturday (the next open day) until 1:00 PM, refuses today, Sunday and the day after the horizon", async () => {
    expect(await verdict("2026-07-18", "13:00", now)).toBe("bookable");
    expect(await verdict("2026-07-18", "14:00", now)).toEqual(refusal("time", OUTSIDE_HOURS));
    expect(await verdict("2026-07-17", "17:00", now)).toEqual(refusal("date", TOO_SOON));
    expect(await verdict("2026-07-19", "10:00", now)).toEqual(refusal("date", CLOSED_DAY));
    expect(await verdict("2026-10-15", "17:00", now)).toBe("bookable");
    expect(await verdict("2026-10-16", "09:00", now)).toEqual(refusal("date", TOO_FAR));
  });

  it("answers the calendar's window and a day's slots", async () => {
    const window = await bookingWindow(db(), now);
    expect(window).toMatchObject({ firstDate: "2026-07-18", lastDate: "2026-10-15" });
    expect(window.days).toHaveLength(90);
    const available = new Map(window.days.map((d) => [d.date, d.available]));
    expect(available.get("2026-07-18")).toBe(true);
    expect(available.get("2026-07-19")).toBe(false);
    expect(available.get("2026-07-20")).toBe(true);

    const sunday = await dayAvailability(db(), "2026-07-19", now);
    expect(sunday).toEqual({ date: "2026-07-19", slots: [], reason: CLOSED_DAY });
    const friday = await dayAvailability(db(), "2026-07-17", now);
    expect(friday.reason).toBe(TOO_SOON);
    expect(friday.slots.every((s) => !s.available)).toBe(true);
  });
});

describe("at a winter instant", () => {
  const now = BEFORE_THANKSGIVING;

  it("counts the notice past the days off, and refuses them", async () => {
    expect(await verdict("2026-11-26", "10:00", now)).toEqual(refusal("date", DAY_OFF));
    expect(await verdict("2026-11-27", "10:00", now)).toEqual(refusal("date", DAY_OFF));
    // Saturday is the first business day after Wednesday's evening.
    expect(await verdict("2026-11-28", "09:00", now)).toBe("bookable");
    expect(await verdict("2027-01-01", "10:00", now)).toEqual(refusal("date", DAY_OFF));
    expect(await verdict("2027-02-23", "10:00", now)).toBe("bookable");
    expect(await verdict("2027-02-24", "10:00", now)).toEqual(refusal("date", TOO_FAR));
  });

  it("shows days off with no slots and leaves them out of the window", async () => {
    expect(await dayAvailability(db(), "2026-11-26", now)).toEqual({
      date: "2026-11-26",
      slots: [],
      reason: DAY_OFF,
    });
    const window = await bookingWindow(db(), now);
    expect(window.firstDate).toBe("2026-11-28");
    expect(window.days.find((d) => d.date === "2027-01-01")?.available).toBe(false);
    expect(window.days.find((d) => d.date === "2026-12-31")?.available).toBe(true);
  });
});
