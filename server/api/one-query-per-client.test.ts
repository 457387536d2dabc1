/**
 * A transaction's queries go one after another on its one connection: pg warns "Calling client.query() when
 * the client is already executing a query" (an error from pg 9) when two share it at once, as a Promise.all
 * inside a transaction does. Booking, rescheduling and cancelling a visit through the API, and the back
 * office's change of its status, must give no such warning.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, ensureSettings, freshSlot, makeService, postJson } from "~tests/support/booking";
import { waitForIdleQueue } from "~tests/support/queue";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

/**
 * pg warns once per process, and the files of a worker share one (vitest.config.ts): an earlier file may
 * have had it said already. So each query is also checked as pg checks it (a query already waiting on the
 * connection), with the stack of the one that came too soon.
 */
type QueryQueued = pg.Client & { _queryQueue: unknown[] };
const query = pg.Client.prototype.query;
function queryOneAtATime(this: QueryQueued, ...args: unknown[]) {
  if (this._queryQueue.length > 0) warnings.push(`a query while another waits: ${new Error().stack}`);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
}

beforeAll(async () => {
  process.on("warning", onWarning);
  pg.Client.prototype.query = queryOneAtATime as typeof query;
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await ensureSettings(server.database.db);
});
afterAll(async () => {
  process.off("warning", onWarning);
  pg.Client.prototype.query = query;
  await server?.close();
});

describe("one query at a time on a transaction's connection", () => {
  it("while a customer books, reschedules and cancels a visit", async () => {
    const free = await makeService(server.database.db, { name: "Free Consultation", basePrice: "0.00" });
    const email = "one-query@example.com";
    // Signed in first, so that the sign-in mail is not mistaken for the booking's.
    const customer = await signInCustomer(server, email);
    const res = await postJson(server.url, "/api/book", bookingBody([{ serviceId: free }], { email }));
    expect(res.status).toBe(201);
    const { appointmentId } = (await res.json()) as { appointmentId: number };
    for (const slot of [freshSlot(), freshSlot()]) {
      // What the reschedule dialog asks first: the calendar's days, then the chosen day's times.
      expect((await customer.fetch("/api/availability")).status).toBe(200);
      expect((await customer.fetch(`/api/availability?date=${slot.date}`)).status).toBe(200);
      const moved = await customer.post(`/api/appointments/${appointmentId}/reschedule`, slot);
      expect(moved.status).toBe(200);
    }
    const cancelled = await customer.fetch(`/api/appointments/${appointmentId}`, {
      method: "PUT",
      json: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    // The mail the changes queued is sent by jobs, after the answers: their queries count too.
    await waitForIdleQueue(server.database.db);
    expect(warnings).toEqual([]);
  });
});
