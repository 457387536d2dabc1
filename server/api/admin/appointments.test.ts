/** GET/PATCH/DELETE /api/admin/appointments: the server-side list, one appointment, status changes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Appointment } from "~/features/appointments/appointment";
import type { Page } from "~/lib/vocabulary";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { makeVisit } from "~tests/support/fixtures";

let t: AdminTestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startAdminTestServer();
  const db = t.server.database.db;
  const add = async (key: string, options: Parameters<typeof makeVisit>[1]) => {
    ids[key] = (await makeVisit(db, options)).appointmentId;
  };
  await add("ann", {
    email: "ann@example.com",
    name: "Ann Archer",
    phone: "(325) 555-0101",
    serviceName: "Kitchen Remodel",
    date: "2030-01-10",
    time: "09:00",
    status: "pending",
    estimatedCost: "1000.00",
    createdAt: new Date("2026-01-03T10:00:00Z"),
    payment: { amount: "500.00", transactionId: "pi_ann" },
  });
  await add("bob", {
    email: "bob@example.com",
    name: "bob Baker",
    serviceName: "Fence Repair",
    date: "2030-01-10",
    time: "14:00",
    status: "confirmed",
    createdAt: new Date("2026-01-01T10:00:00Z"),
  });
  await add("cy", {
    email: "cy@example.com",
    name: "Cy Cole",
    phone: "325-555-0199",
    serviceName: "Deck 100%_Build",
    date: "2030-02-01",
    time: "11:00",
    status: "cancelled",
    createdAt: new Date("2026-01-02T10:00:00Z"),
  });
  await add("dee", {
    email: "dee@example.com",
    name: "Dee Dunn",
    serviceName: "Fence Repair",
    date: "2029-12-31",
    time: "16:00",
    status: "completed",
    createdAt: new Date("2026-01-04T10:00:00Z"),
  });
});
afterAll(() => t?.server.close());

const list = async (query = "") => {
  const res = await t.admin.fetch(`/api/admin/appointments${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page<Appointment>;
};
const idsOf = (page: Page<Appointment>) => page.items.map((a) => a.id);

describe("GET /api/admin/appointments", () => {
  it("sorts by visit date and time, newest first, by default", async () => {
    const page = await list();
    expect(idsOf(page)).toEqual([ids.cy, ids.bob, ids.ann, ids.dee]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
  });

  it("sorts by each key both ways", async () => {
    expect(idsOf(await list("?sort=date"))).toEqual([ids.dee, ids.ann, ids.bob, ids.cy]);
    expect(idsOf(await list("?sort=-createdAt"))).toEqual([ids.dee, ids.ann, ids.cy, ids.bob]);
    expect(idsOf(await list("?sort=name"))).toEqual([ids.ann, ids.bob, ids.cy, ids.dee]);
    expect(idsOf(await list("?sort=-name"))).toEqual([ids.dee, ids.cy, ids.bob, ids.ann]);
    expect((await list("?sort=status")).items.map((a) => a.status)).toEqual([
      "cancelled",
      "completed",
      "confirmed",
      "pending",
    ]);
  });

  it("pages", async () => {
    const first = await list("?pageSize=3&sort=date");
    const second = await list("?pageSize=3&page=2&sort=date");
    expect(idsOf(first)).toEqual([ids.dee, ids.ann, ids.bob]);
    expect(idsOf(second)).toEqual([ids.cy]);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect((await list("?page=9")).items).toEqual([]);
  });

  it("filters by status and by an inclusive date range", async () => {
    expect(idsOf(await list("?status=confirmed"))).toEqual([ids.bob]);
    expect(idsOf(await list("?from=2030-01-10&to=2030-01-10&sort=date"))).toEqual([ids.ann, ids.bob]);
    expect(idsOf(await list("?from=2030-01-11"))).toEqual([ids.cy]);
    expect(idsOf(await list("?to=2029-12-31"))).toEqual([ids.dee]);
  });

  it("takes filter dates from 1900-01-01 to 9999-12-31 and refuses others with 400", async () => {
    expect(idsOf(await list("?from=1900-01-01&to=2029-12-31"))).toEqual([ids.dee]);
    expect((await list("?from=9999-12-31")).total).toBe(0);
    for (const [query, message] of [
      ["?from=0000-01-01", "Invalid from date"],
      ["?from=1899-12-31", "Invalid from date"],
      ["?to=0000-12-31", "Invalid to date"],
    ]) {
      const res = await t.admin.fetch(`/api/admin/appointments${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
  });

  it("searches name, email, phone and service name; wildcards are plain characters", async () => {
    expect(idsOf(await list("?q=ARCHER"))).toEqual([ids.ann]);
    expect(idsOf(await list("?q=bob%40example"))).toEqual([ids.bob]);
    expect(idsOf(await list("?q=555-0199"))).toEqual([ids.cy]);
    expect(idsOf(await list("?q=fence&sort=date"))).toEqual([ids.dee, ids.bob]);
    expect(idsOf(await list("?q=100%25_"))).toEqual([ids.cy]);
    expect(idsOf(await list("?q=%25"))).toEqual([ids.cy]);
    expect((await list("?q=nobody")).total).toBe(0);
  });

  it("answers each appointment with its service, booking and payment", async () => {
    const [ann] = (await list("?q=archer")).items;
    expect(ann).toMatchObject({
      id: ids.ann,
      name: "Ann Archer",
      service: { name: "Kitchen Remodel", description: null, priceUnit: null },
      estimatedCost: "1000.00",
      deposit: "500.00",
      booking: { total: "1000.00", deposit: "1000.00", lines: 1 },
      date: "2030-01-10",
      time: "09:00",
      status: "pending",
      createdAt: "2026-01-03T10:00:00.000Z",
      payment: { transactionId: "pi_ann", amount: "500.00", currency: "usd", status: "succeeded" },
    });
  });

  it.each([
    "?page=0",
    "?page=x",
    "?pageSize=101",
    "?pageSize=0",
    "?sort=email",
    "?sort=--date",
    "?status=lost",
    "?from=2030-02-30",
    "?to=yesterday",
    "?page=1&page=2",
  ])("refuses %s with 400", async (query) => {
    const res = await t.admin.fetch(`/api/admin/appointments${query}`);
    expect(res.status).toBe(400);
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe("string");
  });
});

describe("one appointment", () => {
  it("reads, changes status, and deletes", async () => {
    const { appointmentId } = await makeVisit(t.server.database.db, {
      email: "eve@example.com",
      status: "pending",
    });
    const get = await t.admin.fetch(`/api/admin/appointments/${appointmentId}`);
    expect(await get.json()).toMatchObject({
      id: appointmentId,
      email: "eve@example.com",
      status: "pending",
    });
    for (const status of ["confirmed", "completed", "cancelled", "pending"]) {
      const res = await t.admin.fetch(`/api/admin/appointments/${appointmentId}`, {
        method: "PATCH",
        json: { status },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: appointmentId, status });
    }
    expect(
      (await t.admin.fetch(`/api/admin/appointments/${appointmentId}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect((await t.admin.fetch(`/api/admin/appointments/${appointmentId}`)).status).toBe(404);
  });

  it.each([["payment_pending"], ["done"], [""], [null], [1]])("refuses status %j", async (status) => {
    const res = await t.admin.fetch(`/api/admin/appointments/${ids.bob}`, {
      method: "PATCH",
      json: { status },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Invalid status" });
    expect(await (await t.admin.fetch(`/api/admin/appointments/${ids.bob}`)).json()).toMatchObject({
      status: "confirmed",
    });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const patch = await t.admin.fetch("/api/admin/appointments/999999", {
      method: "PATCH",
      json: { status: "pending" },
    });
    expect(patch.status).toBe(404);
    expect((await t.admin.fetch("/api/admin/appointments/1e3")).status).toBe(400);
  });
});

describe("GET /api/admin/appointments/summary", () => {
  it("counts all, confirmed and pending and lists upcoming visits", async () => {
    const res = await t.admin.fetch("/api/admin/appointments/summary");
    const summary = (await res.json()) as {
      total: number;
      confirmed: number;
      pending: number;
      upcoming: Appointment[];
    };
    expect(summary).toMatchObject({ total: 4, confirmed: 1, pending: 1 });
    // Dee's visit is completed: no longer upcoming, though its date is ahead.
    expect(summary.upcoming.map((a) => a.id)).toEqual([ids.ann, ids.bob]);
  });
});
