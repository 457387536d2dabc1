/** GET/DELETE /api/admin/customers: aggregates, status, search, sort and pages; deletion and its effects. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Appointment } from "~/features/appointments/appointment";
import type { AdminCustomer } from "~/features/customers/customer";
import { createContactMessage, createQuoteRequest } from "~/features/leads/leads.server";
import { businessToday } from "~/lib/dates";
import type { Page } from "~/lib/vocabulary";
import { customers } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { signInCustomer } from "~tests/support/auth-helpers";
import { makeVisit } from "~tests/support/fixtures";

let t: AdminTestServer;
const today = businessToday();
const shift = (days: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const ids: Record<string, number> = {};
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await startAdminTestServer();
  const db = t.server.database.db;
  // Active: a visit 300 days ago and one next week; two paid bookings and a failed payment.
  const a1 = await makeVisit(db, {
    email: "Alma@Example.com",
    name: "Alma Ortiz",
    phone: "(325) 555-0111",
    date: shift(-300),
    createdAt: new Date("2025-01-01T00:00:00Z"),
    payment: { amount: "120.50" },
  });
  await makeVisit(db, {
    email: "alma@example.com",
    name: "Alma Ortiz",
    date: shift(7),
    payment: { amount: "79.50" },
  });
  await makeVisit(db, {
    email: "alma@example.com",
    name: "Alma Ortiz",
    date: shift(8),
    payment: { amount: "500.00", status: "failed", paidAt: null },
  });
  ids.alma = a1.customerId;
  // Inactive: last visit more than 12 months ago.
  ids.burt = (
    await makeVisit(db, {
      email: "burt@example.com",
      name: "Burt Nguyen",
      phone: "325-555-0222",
      date: shift(-400),
      createdAt: new Date("2025-02-01T00:00:00Z"),
      payment: { amount: "1000.00" },
    })
  ).customerId;
  // New: a customer row with no appointment yet.
  const [carla] = await db
    .insert(customers)
    .values({
      email: "carla@example.com",
      name: "Carla Smith",
      phone: "3255550333",
      createdAt: new Date("2025-03-01T00:00:00Z"),
    })
    .returning({ id: customers.id });
  ids.carla = carla!.id;
});
afterAll(() => t?.server.close());

const list = async (query = "") => {
  const res = await t.admin.fetch(`/api/admin/customers${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page<AdminCustomer>;
};
const namesOf = (page: Page<AdminCustomer>) => page.items.map((c) => c.name);

describe("GET /api/admin/customers", () => {
  it("answers each customer with counts, last visit, money spent and status", async () => {
    const page = await list("?sort=name");
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items).toEqual([
      {
        id: ids.alma,
        name: "Alma Ortiz",
        email: "alma@example.com",
        phone: "(325) 555-0111",
        totalAppointments: 3,
        lastAppointment: shift(8),
        totalSpent: "200.00",
        status: "active",
        createdAt: "2025-01-01T00:00:00.000Z",
      },
      {
        id: ids.burt,
        name: "Burt Nguyen",
        email: "burt@example.com",
        phone: "325-555-0222",
        totalAppointments: 1,
        lastAppointment: shift(-400),
        totalSpent: "1000.00",
        status: "inactive",
        createdAt: "2025-02-01T00:00:00.000Z",
      },
      {
        id: ids.carla,
        name: "Carla Smith",
        email: "carla@example.com",
        phone: "3255550333",
        totalAppointments: 0,
        lastAppointment: null,
        totalSpent: "0.00",
        status: "new",
        createdAt: "2025-03-01T00:00:00.000Z",
      },
    ]);
  });

  it("sorts by every key both ways, newest customer first by default", async () => {
    expect(namesOf(await list())).toEqual(["Carla Smith", "Burt Nguyen", "Alma Ortiz"]);
    expect(namesOf(await list("?sort=-totalSpent"))).toEqual(["Burt Nguyen", "Alma Ortiz", "Carla Smith"]);
    expect(namesOf(await list("?sort=totalAppointments"))).toEqual([
      "Carla Smith",
      "Burt Nguyen",
      "Alma Ortiz",
    ]);
    expect(namesOf(await list("?sort=-lastAppointment"))).toEqual([
      "Alma Ortiz",
      "Burt Nguyen",
      "Carla Smith",
    ]);
    expect(namesOf(await list("?sort=lastAppointment"))).toEqual([
      "Carla Smith",
      "Burt Nguyen",
      "Alma Ortiz",
    ]);
    expect(namesOf(await list("?sort=-email"))).toEqual(["Carla Smith", "Burt Nguyen", "Alma Ortiz"]);
  });

  it("pages", async () => {
    const second = await list("?sort=name&pageSize=2&page=2");
    expect(namesOf(second)).toEqual(["Carla Smith"]);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it("searches name, email and phone, case-insensitively", async () => {
    expect(namesOf(await list("?q=ORTIZ"))).toEqual(["Alma Ortiz"]);
    expect(namesOf(await list("?q=burt%40"))).toEqual(["Burt Nguyen"]);
    expect(namesOf(await list("?q=555-0333"))).toEqual(["Carla Smith"]);
    expect(namesOf(await list("?q=3255550222"))).toEqual(["Burt Nguyen"]);
    const none = await list("?q=zzz");
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it.each(["?sort=phone", "?pageSize=1000", "?page=-1"])("refuses %s with 400", async (query) => {
    expect((await t.admin.fetch(`/api/admin/customers${query}`)).status).toBe(400);
  });
});

describe("GET /api/admin/customers/:email/appointments", () => {
  it("lists a customer's visits, newest first, whatever the email's case", async () => {
    const res = await t.admin.fetch("/api/admin/customers/ALMA%40example.com/appointments");
    const visits = (await res.json()) as Appointment[];
    expect(visits.map((v) => v.date)).toEqual([shift(8), shift(7), shift(-300)]);
    expect(visits[0]).toMatchObject({ email: "alma@example.com", service: { name: "Fence Repair" } });
    expect(
      await (await t.admin.fetch("/api/admin/customers/nobody%40example.com/appointments")).json(),
    ).toEqual([]);
  });
});

describe("DELETE /api/admin/customers/:id", () => {
  it("removes the customer, their account, sessions, visits, quotes and messages, and keeps revenue", async () => {
    const db = t.server.database.db;
    const email = "dora@example.com";
    const dora = await signInCustomer(t.server, email);
    expect((await dora.fetch("/api/user/appointments")).status).toBe(200);
    const { customerId, paymentId } = await makeVisit(db, {
      email,
      name: "Dora Diaz",
      payment: { amount: "250.00" },
    });
    await makeVisit(db, { email, name: "Dora Diaz" });
    const lead = { name: "Dora Diaz", email: "Dora@Example.com", phone: "3255550444" };
    await createQuoteRequest(db, {
      ...lead,
      serviceType: "Fence",
      details: "A new fence please.",
      preferredDate: "2030-01-01",
    });
    await createContactMessage(db, { ...lead, subject: "Hello", message: "A question about fences." });
    const other = await makeVisit(db, { email: "ed@example.com", name: "Ed" });
    const revenueBefore = (
      (await (await t.admin.fetch("/api/admin/stats")).json()) as { monthlyRevenue: string }
    ).monthlyRevenue;

    const res = await t.admin.fetch(`/api/admin/customers/${customerId}`, { method: "DELETE" });
    expect(res.status).toBe(204);

    const count = async (table: string) =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)} where lower(email) = ${email}`,
        )
      )[0]!.n;
    for (const table of ["customers", "appointments", "quote_requests", "contact_messages", "users"]) {
      expect(await count(table), table).toBe(0);
    }
    expect(await rows(sql`select 1 from bookings where customer_id = ${customerId}`)).toEqual([]);
    expect((await dora.fetch("/api/user/appointments")).status).toBe(401);
    // The payment stays for the books, detached from the deleted booking.
    expect(
      await rows(sql`select booking_id as "bookingId", amount::text from payments where id = ${paymentId}`),
    ).toEqual([{ bookingId: null, amount: "250.00" }]);
    const revenueAfter = (
      (await (await t.admin.fetch("/api/admin/stats")).json()) as { monthlyRevenue: string }
    ).monthlyRevenue;
    expect(revenueAfter).toBe(revenueBefore);
    // Nobody else's data is touched.
    expect((await t.admin.fetch(`/api/admin/appointments/${other.appointmentId}`)).status).toBe(200);

    const again = await t.admin.fetch(`/api/admin/customers/${customerId}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Customer not found" });
  });

  it("never deletes an admin's account", async () => {
    const { customerId } = await makeVisit(t.server.database.db, {
      email: "admin@example.com",
      name: "Dana",
    });
    expect((await t.admin.fetch(`/api/admin/customers/${customerId}`, { method: "DELETE" })).status).toBe(
      204,
    );
    expect((await t.admin.fetch("/api/admin/stats")).status).toBe(200);
  });
});
