import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "~/lib/dates";
import { openDatabase, type Database } from "~db/client.server";
import { rateLimits } from "~db/schema";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { clientKey, RATE_LIMITS, tooManyRequestsMessage } from "./rate-limit";

const message = {
  name: "Sam Carter",
  email: "sam@example.com",
  phone: "325-555-0123",
  subject: "Deck repair",
  message: "Two boards on our deck are loose. Can you take a look?",
};
const quote = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "(325) 555-0199",
  serviceType: "Deck Building",
  details: "A 12x16 composite deck off the back door.",
  preferredDate: businessToday(),
};

type Instance = TestServer;

/** One app instance (as `server/index.ts` builds it) on the given database. */
const startInstance = (database: Database, env: Record<string, string> = {}) =>
  startTestServer({ database, env });

let database: TestDatabase;
let second: Database;
let a: Instance;
let b: Instance;
let untrusting: Instance;
let lastClient = 0;
const newClient = () => `198.51.100.${++lastClient}`;

const post = (instance: Instance, path: string, body: unknown, client: string) =>
  fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  // The second instance has its own connection pool, as a second process would.
  second = await openDatabase({ databaseUrl: database.url });
  // Behind one reverse proxy: the right-most X-Forwarded-For address is the client's.
  a = await startInstance(database, { TRUST_PROXY: "1" });
  b = await startInstance(second, { TRUST_PROXY: "1" });
  untrusting = await startInstance(database);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close(), untrusting.close()]);
  if (second !== database) await second.close();
  await database.dispose();
});

describe("rate limits", () => {
  it("allows 5 messages per client in 10 minutes, then answers 429 with Retry-After", async () => {
    expect(RATE_LIMITS.messages).toEqual({ limit: 5, windowMs: 600_000 });
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await post(a, "/api/messages", message, client)).status).toBe(201);
    const res = await post(a, "/api/messages", message, client);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await res.json()).toEqual({ message: "Too many requests. Please try again in 10 minutes." });
    // Another client, and the other form for the same client, have their own allowance.
    expect((await post(a, "/api/messages", message, newClient())).status).toBe(201);
    expect((await post(a, "/api/quotes", quote, client)).status).toBe(201);
  });

  it("counts refused submissions too, so that guessing at the validation is limited as well", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await post(a, "/api/quotes", {}, client)).status).toBe(400);
    expect((await post(a, "/api/quotes", quote, client)).status).toBe(429);
  });

  it("shares the counters between two app instances on one database", async () => {
    const client = newClient();
    const statuses = [];
    for (const instance of [a, b, a, b, a, b, a]) {
      statuses.push((await post(instance, "/api/quotes", quote, client)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it("counts concurrent requests exactly (one atomic statement per request)", async () => {
    const client = newClient();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(i % 2 ? a : b, "/api/messages", message, client)),
    );
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("starts a new window once the old one has ended", async () => {
    const client = newClient();
    for (let i = 0; i < 6; i++) await post(a, "/api/messages", message, client);
    expect((await post(a, "/api/messages", message, client)).status).toBe(429);
    await database.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
    expect((await post(a, "/api/messages", message, client)).status).toBe(201);
    const [row] = await database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${`messages:${client}`}`);
    expect(row.count).toBe(1);
    expect(row.resetAt.getTime()).toBeGreaterThan(Date.now() + 590_000);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set: a forged address gets no new allowance", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(untrusting, "/api/messages", message, newClient())).status).toBe(201);
    }
    expect((await post(untrusting, "/api/messages", message, newClient())).status).toBe(429);
  });

  it("with TRUST_PROXY=1 counts the address the proxy appended, not the left-most one the client wrote", async () => {
    const client = newClient();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const forged = `${newClient()}, ${client}`;
      statuses.push((await post(a, "/api/quotes", quote, forged)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    [undefined, "unknown"],
  ])("%s counts as %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe("tooManyRequestsMessage", () => {
  it.each([
    [600, "Too many requests. Please try again in 10 minutes."],
    [61, "Too many requests. Please try again in 2 minutes."],
    [60, "Too many requests. Please try again in 1 minute."],
    [1, "Too many requests. Please try again in 1 minute."],
  ])("%i seconds: %s", (seconds, text) => {
    expect(tooManyRequestsMessage(seconds)).toBe(text);
  });
});
