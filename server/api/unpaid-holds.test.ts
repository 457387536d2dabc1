/** POST /api/book: one visitor cannot keep many slots from everyone else with bookings they never pay. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UNPAID_HOLDS } from "~/features/booking/unpaid-holds.server";
import { UNPAID_HOLD_MINUTES } from "~/lib/checkout-window";
import { bookings, payments } from "~db/schema";
import { bookingBody, countRows, ensureSettings, makeService, postJson } from "~tests/support/booking";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
const db = () => server.database.db;
let service: number;
const book = (email: string, ip: string) =>
  postJson(server.url, "/api/book", bookingBody([{ serviceId: service }], { email }), ip);
const LIMIT_MESSAGE = `You already have ${MAX_UNPAID_HOLDS} bookings waiting for payment. Please pay for one of them, or wait for it to expire, before booking another.`;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await ensureSettings(db());
  service = await makeService(db(), { basePrice: "90.00" });
});
afterAll(() => server?.close());

async function holdsUpToTheLimit(email: (i: number) => string, ip: (i: number) => string) {
  const held = [];
  for (let i = 0; i < MAX_UNPAID_HOLDS; i++) {
    const res = await book(email(i), ip(i));
    expect(res.status).toBe(201);
    held.push((await res.json()) as { sessionId: string; bookingId: number });
  }
  return held;
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ message: LIMIT_MESSAGE });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(UNPAID_HOLD_MINUTES * 60);
}

describe("unpaid bookings held at once", () => {
  it(`are at most ${MAX_UNPAID_HOLDS} per email, from any address; paying one makes room`, async () => {
    const email = "holder@example.com";
    const [first] = await holdsUpToTheLimit(
      () => email,
      (i) => `203.0.113.${10 + i}`,
    );
    const before = await countRows(db(), bookings);
    await expectRefused(await book("HOLDER@example.com", "203.0.113.99"));
    expect(await countRows(db(), bookings)).toBe(before);

    const paid = await postJson(server.url, `/api/test-checkout/${first!.sessionId}/pay`, {});
    expect(paid.status).toBe(200);
    expect((await book(email, "203.0.113.98")).status).toBe(201);
  });

  it(`are at most ${MAX_UNPAID_HOLDS} per client address, whatever the emails`, async () => {
    await holdsUpToTheLimit(
      (i) => `visitor${i}@example.com`,
      () => "198.18.0.7",
    );
    await expectRefused(await book("yet-another@example.com", "198.18.0.7"));
    expect((await book("yet-another@example.com", "198.18.0.8")).status).toBe(201);
  });

  it("count only holds still running: a booking whose checkout lapsed frees its place", async () => {
    const [oldest] = await holdsUpToTheLimit(
      (i) => `lapsing${i}@example.com`,
      () => "198.18.0.9",
    );
    const longAgo = new Date(Date.now() - 40 * 60_000);
    await db().update(bookings).set({ createdAt: longAgo }).where(eq(bookings.id, oldest!.bookingId));
    await db().update(payments).set({ createdAt: longAgo }).where(eq(payments.bookingId, oldest!.bookingId));
    expect((await book("lapsing-next@example.com", "198.18.0.9")).status).toBe(201);
  });

  it(`are counted one by one when sent together: ${MAX_UNPAID_HOLDS + 3} at once from one address book ${MAX_UNPAID_HOLDS}`, async () => {
    const results = await Promise.all(
      Array.from({ length: MAX_UNPAID_HOLDS + 3 }, (_, i) => book(`together${i}@example.com`, "198.18.0.10")),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_UNPAID_HOLDS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
