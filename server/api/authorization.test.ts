/**
 * Who may call what, checked over every route the API has, read from the router itself: a route added
 * later under /api/admin, or guarded as an appointment owner's, is checked here without editing this file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillParams, listRoutes, type ApiRoute } from "~tests/support/api-routes";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { browserLikeClient } from "~tests/support/browser-like-client";
import { databaseFingerprint, makeAppointment, makeVisit } from "~tests/support/fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { APPOINTMENT_OWNER_GUARD } from "./auth-guards";

let server: TestServer;
let anonymous: Client;
let owner: Client;
let otherCustomer: Client;
let admin: Client;
let routes: ApiRoute[];

const OWNER = "owner@example.com";
// Plausible bodies: a guard must refuse before it looks at the body, and a let-through call must not
// fail for want of one.
const bodyFor = (method: string) =>
  method === "GET" || method === "DELETE" ? undefined : { status: "cancelled" };
const call = (client: Client, route: ApiRoute, id: string | number) =>
  client.fetch(fillParams(route.path, String(id)), { method: route.method, json: bodyFor(route.method) });
const isOwnerOnly = (route: ApiRoute) =>
  route.handlers.some((h) => (h as { guard?: string }).guard === APPOINTMENT_OWNER_GUARD);

beforeAll(async () => {
  server = await startTestServer();
  anonymous = browserLikeClient(server.url);
  owner = await signInCustomer(server, OWNER);
  otherCustomer = await signInCustomer(server, "someone-else@example.com");
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
  routes = listRoutes(server.app);
});
afterAll(() => server?.close());

describe("the route list", () => {
  it("is read from the router and holds admin, user and owner-only routes", () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain("GET /api/services");
    expect(routes.filter((r) => r.path.startsWith("/api/admin/")).length).toBeGreaterThan(0);
    expect(routes.filter(isOwnerOnly).length).toBeGreaterThan(0);
    expect(paths).toContain("GET /api/user/appointments");
  });
});

describe("/api/admin/*", () => {
  it("answers 401 to anonymous and 403 to customers on every route and method, changing nothing", async () => {
    const id = await makeAppointment(server.database.db, OWNER);
    const before = await databaseFingerprint(server.database.db);
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => r.path.startsWith("/api/admin/"))) {
      for (const [who, client, expected] of [
        ["anonymous", anonymous, 401],
        ["customer", owner, 403],
      ] as const) {
        const res = await call(client, route, id);
        if (res.status !== expected)
          mismatches.push(`${route.method} ${route.path} as ${who}: ${res.status}`);
        const body = (await res.json().catch(() => ({}))) as { message?: unknown };
        if (typeof body.message !== "string") mismatches.push(`${route.method} ${route.path}: no {message}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it("lets an admin through on every route and method", async () => {
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => r.path.startsWith("/api/admin/"))) {
      // A fresh appointment for each call: a DELETE that works must not spoil the next check.
      const id = await makeAppointment(server.database.db, OWNER);
      const res = await call(admin, route, id);
      const { message } = (await res.json().catch(() => ({}))) as { message?: string };
      // A 404 naming what is missing ("Service not found") is the route answering; the router's own
      // "Not found" would mean no route matched.
      if ([401, 403].includes(res.status) || (res.status === 404 && message === "Not found"))
        mismatches.push(`${route.method} ${route.path}: ${res.status} ${message}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe("an appointment's owner-only routes", () => {
  it("answer 404 to another customer and 401 to anonymous, exactly as for a missing id, changing nothing", async () => {
    const id = await makeAppointment(server.database.db, OWNER);
    const before = await databaseFingerprint(server.database.db);
    const mismatches: string[] = [];
    for (const route of routes.filter(isOwnerOnly)) {
      for (const [who, client, target, expected] of [
        ["another customer", otherCustomer, id, 404],
        ["another customer (missing id)", otherCustomer, 999_999, 404],
        ["anonymous", anonymous, id, 401],
      ] as const) {
        const res = await call(client, route, target);
        if (res.status !== expected)
          mismatches.push(`${route.method} ${route.path} as ${who}: ${res.status}`);
      }
      const existing = await (await call(otherCustomer, route, id)).text();
      const missing = await (await call(otherCustomer, route, 999_999)).text();
      if (existing !== missing)
        mismatches.push(`${route.method} ${route.path}: someone else's id differs from a missing one`);
    }
    expect(mismatches).toEqual([]);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it("let the owner and an admin through", async () => {
    const mismatches: string[] = [];
    for (const route of routes.filter(isOwnerOnly)) {
      for (const [who, client] of [
        ["owner", owner],
        ["admin", admin],
      ] as const) {
        const id = await makeAppointment(server.database.db, OWNER);
        const res = await call(client, route, id);
        if ([401, 403, 404].includes(res.status))
          mismatches.push(`${route.method} ${route.path} as ${who}: ${res.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("the owner is recognised whatever the case of the appointment's email", async () => {
    const id = await makeAppointment(server.database.db, "Owner@Example.COM");
    const res = await owner.fetch(`/api/appointments/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      email: "owner@example.com",
      service: { name: "Fence Repair" },
    });
  });
});

describe("/api/user/*", () => {
  it("needs a signed-in user, and shows each customer only their own appointments", async () => {
    const mine = await makeAppointment(server.database.db, OWNER);
    for (const route of routes.filter((r) => r.path.startsWith("/api/user/"))) {
      expect((await call(anonymous, route, 1)).status, route.path).toBe(401);
    }
    const list = (await (await owner.fetch("/api/user/appointments")).json()) as Array<{
      id: number;
      email: string;
    }>;
    expect(list.map((a) => a.id)).toContain(mine);
    expect(new Set(list.map((a) => a.email))).toEqual(new Set([OWNER]));
    const theirs = (await (await otherCustomer.fetch("/api/user/appointments")).json()) as unknown[];
    expect(theirs).toEqual([]);
  });
});

describe("/api/account/*", () => {
  it("answers 401 to anonymous on every route and method, changing nothing", async () => {
    const id = await makeAppointment(server.database.db, OWNER);
    const before = await databaseFingerprint(server.database.db);
    const accountRoutes = routes.filter((r) => r.path.startsWith("/api/account/"));
    expect(accountRoutes.length).toBeGreaterThan(0);
    const mismatches: string[] = [];
    for (const route of accountRoutes) {
      const res = await call(anonymous, route, id);
      if (res.status !== 401) mismatches.push(`${route.method} ${route.path}: ${res.status}`);
    }
    expect(mismatches).toEqual([]);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it("answers a job's or visit's records to its customer only: 404 to another customer and to an admin", async () => {
    const { bookingId } = await makeVisit(server.database.db, { email: OWNER });
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => /^\/api\/account\/visits\/:bookingId\//.test(r.path))) {
      for (const [who, client, expected] of [
        ["another customer", otherCustomer, 404],
        ["an admin", admin, 404],
      ] as const) {
        const res = await call(client, route, bookingId);
        if (res.status !== expected)
          mismatches.push(`${route.method} ${route.path} as ${who}: ${res.status}`);
      }
      const res = await owner.fetch(fillParams(route.path, String(bookingId)), {
        method: route.method,
        json: route.method === "GET" ? undefined : { agree: true },
      });
      if (![200, 201].includes(res.status))
        mismatches.push(`${route.method} ${route.path} as the owner: ${res.status}`);
    }
    expect(mismatches).toEqual([]);
  });
});
