/** A production start without Stripe: bookings that need a deposit are refused, free ones still work. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/env.server";
import { bookings } from "~db/schema";
import type { Logger } from "~server/logger";
import { bookingBody, ensureSettings, makeService, postJson } from "~tests/support/booking";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { createPaymentServices } from "./payment-services";

let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1", NODE_ENV: "production" } });
  await ensureSettings(db());
});
afterAll(() => server?.close());

describe("production without STRIPE_SECRET_KEY or PAYMENTS_PROVIDER=test", () => {
  it("answers 503 to a booking that needs a deposit, storing nothing", async () => {
    const service = await makeService(db(), { basePrice: "90.00" });
    const before = await db().$count(bookings);
    const res = await postJson(server.url, "/api/book", bookingBody([{ serviceId: service }]));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Stripe failed to load - payment service unavailable" });
    expect(await db().$count(bookings)).toBe(before);
  });

  it("still books a visit with nothing to pay", async () => {
    const free = await makeService(db(), { basePrice: "0.00" });
    expect((await postJson(server.url, "/api/book", bookingBody([{ serviceId: free }]))).status).toBe(201);
  });

  it("has no test checkout", async () => {
    expect((await postJson(server.url, "/api/test-checkout/test_cs_x/pay", {})).status).toBe(404);
  });

  it("logs one warning when the payment services are made at start", () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
    const config = loadConfig({ NODE_ENV: "production", DATABASE_URL: undefined });
    createPaymentServices({
      db: db(),
      config,
      logger,
      jobs: server.jobs,
    });
    expect(warnings).toHaveLength(1);
    const production = loadConfig({ NODE_ENV: "production", PAYMENTS_PROVIDER: "test" });
    createPaymentServices({
      db: db(),
      config: production,
      logger,
      jobs: server.jobs,
    });
    expect(warnings).toHaveLength(1);
  });
});
