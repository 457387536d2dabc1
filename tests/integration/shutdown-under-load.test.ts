/**
 * SIGTERM while keep-alive clients keep the server busy with bookings and reads: every request the server
 * started is answered in full, it stops taking new ones at once, and it exits long before its forced close.
 * Runs the production build (`npm run build` first).
 */
import http from "node:http";
import { afterEach, beforeAll, expect, it } from "vitest";
import { openDatabase } from "~db/client.server";
import { bookings } from "~db/schema";
import { countRows } from "~tests/support/booking";
import { nextBooking, send, type Outcome } from "~tests/support/booking-load";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
  temporaryDir,
} from "~tests/support/server-process";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";

const CLIENTS = 8;
const LOAD_BEFORE_SIGNAL_MS = 1_000;
/** Far below the server's 10 s forced close: a drained server stops in the time of its slowest request. */
const STOP_WITHIN_MS = 5_000;

beforeAll(requireProductionBuild);
afterEach(cleanUpServerProcesses);

async function storedBookings(database: TestDatabase | undefined, dataDir: string) {
  if (database) return countRows(database.db, bookings);
  const embedded = await openDatabase({ dataDir });
  try {
    return await countRows(embedded.db, bookings);
  } finally {
    await embedded.close();
  }
}

it("on SIGTERM under keep-alive load, answers every request it started and exits 0 at once", async () => {
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase({ migrated: false }) : undefined;
  const dataDir = temporaryDir();
  const port = randomPort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    PAYMENTS_PROVIDER: "test",
    TRUST_PROXY: "1",
    ...(database?.url
      ? { DATABASE_URL: database.url, AUTH_SECRET: "a-secret-for-this-test-only-0123456789" }
      : {}),
  });
  let exited = false;
  void server.exited.then(() => (exited = true));
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    await server.listening;
    const services = await (await fetch(`http://127.0.0.1:${port}/api/services`)).json();
    const serviceId = (services as { id: number }[])[0]!.id;

    // The server logs this line once it has started to stop: whatever it reads afterwards, it reads stopping.
    const noticed = () => server.output().includes("shutting down");
    const outcomes: Outcome[] = [];
    const client = async (number: number) => {
      for (let i = 0; !exited; i++) {
        const afterNotice = noticed();
        const booking = (number + i) % 2 === 0 ? nextBooking(serviceId) : undefined;
        const path = booking ? "/api/book" : "/api/services";
        const outcome: Outcome = { ...(await send(agent, port, path, booking)), path, afterNotice };
        outcomes.push(outcome);
        // Nobody listens any more: this client is done.
        if (!outcome.answered && outcome.code === "ECONNREFUSED") return;
      }
    };
    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));

    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const stopMs = performance.now() - signalled;
    await clients;

    // It stopped by itself, not by cutting what was left at the end of the grace period.
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(server.output()).not.toContain("grace period");
    expect(stopMs).toBeLessThan(STOP_WITHIN_MS);

    const answered = outcomes.filter((o) => o.answered);
    const failed = outcomes.filter((o) => !o.answered);
    const booked = answered.filter((o) => o.path === "/api/book");
    // The load was real: bookings were made, and some requests were still running when the signal came.
    expect(booked.length).toBeGreaterThan(CLIENTS);
    expect(booked.every((o) => o.status === 201)).toBe(true);
    expect(answered.some((o) => o.connection === "close")).toBe(true);

    // Every booking the server stored was answered, and every request it logged reached its client whole.
    expect(await storedBookings(database, dataDir)).toBe(booked.length);
    const requestLogs = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"res":{"statusCode"'));
    expect(requestLogs.filter((line) => line.includes("request aborted"))).toEqual([]);
    expect(requestLogs).toHaveLength(answered.length + 1); // with the read of the services above

    // From the stop on, a request the server reads gets its answer and the end of its connection.
    expect(answered.filter((o) => o.afterNotice && o.connection !== "close")).toEqual([]);
    // A client may still send on a connection the server has just closed (ECONNRESET): a request never
    // read, so never started. Each client's last request finds nobody listening.
    const allowed = ["ECONNRESET", "ECONNREFUSED"];
    expect(failed.filter((o) => o.midResponse || !allowed.includes(o.code))).toEqual([]);
    expect(failed.filter((o) => o.code === "ECONNREFUSED")).toHaveLength(CLIENTS);
  } finally {
    agent.destroy();
    server.child.kill("SIGKILL");
    await server.exited;
    await database?.dispose();
  }
}, 120_000);
