import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { businessSettings, projectImages, projects, reviews, services } from "./schema";
import { seedDemoData } from "./seed";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe("demo data", () => {
  it("seeds an empty database once, and leaves a seeded one alone", async () => {
    expect(await seedDemoData(database.db)).toBe(true);
    expect(await seedDemoData(database.db)).toBe(false);
    const [{ n }] = await database.db.select({ n: count() }).from(businessSettings);
    expect(n).toBe(1);
  });

  it("covers every service category and price unit, with one inactive service", async () => {
    const rows = await database.db.select().from(services);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(["Bathroom", "Kitchen", "Electrical", "Plumbing", "Outdoor", "General"]),
    );
    expect(new Set(rows.map((r) => r.priceUnit))).toEqual(new Set(["fixed", "per_ft", "starting"]));
    expect(rows.filter((r) => !r.isActive)).toHaveLength(1);
  });

  it("has at least 9 projects across the categories, each with 1 to 4 images", async () => {
    const rows = await database.db.select().from(projects);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(["Bathroom", "Kitchen", "Fence", "Fixtures", "Sheds", "Other"]),
    );
    const extra = await database.db
      .select({ projectId: projectImages.projectId, n: count() })
      .from(projectImages)
      .groupBy(projectImages.projectId);
    for (const project of rows) {
      const total = 1 + (extra.find((e) => e.projectId === project.id)?.n ?? 0);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(4);
    }
    const [{ n }] = await database.db.select({ n: count() }).from(reviews);
    expect(n).toBeGreaterThanOrEqual(3);
  });
});

describe("constraints", () => {
  it.each([
    [
      "a customer e-mail that is not lower-case",
      sql`insert into customers (email, name) values ('A@B.C', 'x')`,
    ],
    [
      "a negative price",
      sql`insert into services (name, description, image_url, base_price) values ('x', 'y', 'z', -1)`,
    ],
    [
      "an unknown price unit",
      sql`insert into services (name, description, image_url, price_unit) values ('x', 'y', 'z', 'hourly')`,
    ],
    [
      "an unknown project category",
      sql`insert into projects (title, description, category, image_url, completion_date) values ('x', 'y', 'Pools', 'z', '2020-01-01')`,
    ],
    [
      "a second settings row",
      sql`insert into business_settings select 2, business_name, founded_year, phone, email, street_address, city, region, postal_code, latitude, longitude, hours from business_settings`,
    ],
  ])("refuses %s", async (_name, statement) => {
    await expect(database.db.execute(statement)).rejects.toThrow();
  });

  it("refuses an appointment status outside the five", async () => {
    const insertReturningId = async (statement: ReturnType<typeof sql>) =>
      ((await database.db.execute(statement)) as unknown as { rows: Array<{ id: number }> }).rows[0];
    const customer = await insertReturningId(
      sql`insert into customers (email, name) values ('status@example.com', 'Pat') returning id`,
    );
    const booking = await insertReturningId(
      sql`insert into bookings (customer_id, date, time, total_amount, deposit_amount) values (${customer.id}, '2030-01-01', '09:00', 100, 50) returning id`,
    );
    const insert = (status: string) =>
      database.db.execute(
        sql`insert into appointments (booking_id, customer_id, service_name, name, email, phone, date, time, unit_price, estimated_cost, status)
            values (${booking.id}, ${customer.id}, 'Plumbing Repair', 'Pat', 'status@example.com', '3255550100', '2030-01-01', '09:00', 100, 100, ${status})`,
      );
    for (const status of ["pending", "confirmed", "completed", "cancelled", "payment_pending"]) {
      await expect(insert(status)).resolves.toBeDefined();
    }
    await expect(insert("paid")).rejects.toThrow();
  });
});
