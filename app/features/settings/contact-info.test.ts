import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTING_HOURS_TEXT, hoursText } from "~/lib/weekly-hours";
import { openingHours } from "~db/schema";
import { seedDemoData } from "~db/seed";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { DEFAULT_CONTACT_INFO } from "./contact-info";
import { getContactInfo } from "./settings.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

describe("the hours the pages fall back on when the settings cannot be read", () => {
  it("are the demo's: Mon-Fri 9 AM-5 PM, Sat 9 AM-1 PM", () => {
    expect(DEFAULT_CONTACT_INFO.hours).toBe("Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed");
  });

  it("are written from the weekly hours a new database opens with", async () => {
    const rows = await database.db
      .select({
        weekday: openingHours.weekday,
        firstSlot: openingHours.firstSlot,
        lastSlot: openingHours.lastSlot,
      })
      .from(openingHours)
      .orderBy(asc(openingHours.weekday));
    expect(rows.length).toBeGreaterThan(0);
    expect(STARTING_HOURS_TEXT).toBe(hoursText(rows));
    expect(DEFAULT_CONTACT_INFO.hours).toBe(STARTING_HOURS_TEXT);
  });

  it("agree with the hours the footer and the contact page show once the demo is seeded", async () => {
    await seedDemoData(database.db);
    expect((await getContactInfo(database.db))?.hours).toBe(DEFAULT_CONTACT_INFO.hours);
  });
});
