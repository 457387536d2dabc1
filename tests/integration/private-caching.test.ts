/**
 * Shared caches (a CDN, a company proxy) must never keep an answer that depends on who is asking: pages,
 * their `.data` requests and the API leave with `Cache-Control: private, no-store` for a signed-in person.
 * Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~db/seed";
import { createAdmin, signInAdmin, signInCustomer, totpCode } from "~tests/support/auth-helpers";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { makeAppointment } from "~tests/support/fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";

const PRIVATE = "private, no-store";
const CUSTOMER = "cached.customer@example.com";

let server: TestServer;
let customer: Client;
let admin: Client;
let appointmentId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { NODE_ENV: "production" }, withPages: true });
  await seedDemoData(server.database.db);
  appointmentId = await makeAppointment(server.database.db, CUSTOMER);
  customer = await signInCustomer(server, CUSTOMER);
  admin = await signInAdminWithTwoFactor("cached.admin@example.com");
});
afterAll(() => server?.close());

/** In production the admin API opens only once two-factor authentication is set up. */
async function signInAdminWithTwoFactor(email: string) {
  const { password } = await createAdmin(server, email);
  const { client } = await signInAdmin(server, email);
  const enable = await client.post("/api/auth/two-factor/enable", { password });
  const key = new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get("secret")!;
  expect((await client.post("/api/auth/two-factor/verify-totp", { code: totpCode(key) })).status).toBe(200);
  return client;
}

describe("a signed-in customer's answers", () => {
  it.each([
    ["the My Projects page", () => "/my-projects"],
    ["My Projects' data request", () => "/my-projects.data"],
    ["one project's data request", () => `/my-projects/${appointmentId}.data`],
    ["their account", () => "/api/auth/user"],
    ["their appointments", () => "/api/user/appointments"],
  ])("%s: private, no-store", async (_name, path) => {
    const res = await customer.fetch(path());
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain(CUSTOMER);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("public data asked for with a session cookie: private, no-store too", async () => {
    const res = await customer.fetch("/api/contact-info");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });
});

describe("an admin's answers", () => {
  it("the admin API: private, no-store", async () => {
    const res = await admin.fetch("/api/admin/customers");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(CUSTOMER);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });
});

describe("anonymous visitors", () => {
  it("get the home page without private, no-store", async () => {
    const res = await browserLikeClient(server.url).fetch("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("get the public contact details cacheable for a minute", async () => {
    const res = await browserLikeClient(server.url).fetch("/api/contact-info");
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("get a redirect that sets a flash cookie as private, no-store", async () => {
    const res = await browserLikeClient(server.url).fetch("/my-projects");
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().join()).toMatch(/^flash=/);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
  });
});
