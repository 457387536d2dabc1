/**
 * kill -9 of the site while clients book: after a restart on the same DATA_DIR, every booking that was
 * answered 201 is there (the embedded server commits to disk before the answer, and the next start takes the
 * server over). Runs the production build (`npm run build` first).
 */
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { openDatabase } from "~db/client.server";
import { selectRows } from "~db/rows";
import { nextBooking, send } from "~tests/support/booking-load";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
  temporaryDir,
} from "~tests/support/server-process";

const CLIENTS = 8;
const LOAD_BEFORE_KILL_MS = 1_500;

beforeAll(requireProductionBuild);
afterEach(cleanUpServerProcesses);

it("keeps every answered booking across a kill -9 and a restart", async () => {
  const dataDir = temporaryDir();
  const port = randomPort();
  const env = { PORT: String(port), DATA_DIR: dataDir, PAYMENTS_PROVIDER: "test", TRUST_PROXY: "1" };
  const first = startServer(env);
  await first.listening;
  const services = (await (await fetch(`http://127.0.0.1:${port}/api/services`)).json()) as { id: number }[];

  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const answered: string[] = [];
  let killed = false;
  const client = async () => {
    while (!killed) {
      const booking = nextBooking(services[0]!.id);
      const result = await send(agent, port, "/api/book", booking);
      if (result.answered && result.status === 201) answered.push(booking.email);
    }
  };
  const clients = Promise.all(Array.from({ length: CLIENTS }, client));
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
  first.child.kill("SIGKILL");
  await first.exited;
  killed = true;
  await clients;
  agent.destroy();
  expect(answered.length).toBeGreaterThan(CLIENTS);

  const second = startServer(env);
  await second.listening;
  // A command connects to the server the restarted site runs, as `npm run db:seed` would.
  const database = await openDatabase({ dataDir, role: "command" });
  try {
    const stored = await selectRows<{ email: string }>(
      database.db,
      sql`select email from appointments where email like 'load%@example.com'`,
    );
    const emails = new Set(stored.map((row) => row.email));
    expect(answered.filter((email) => !emails.has(email))).toEqual([]);
  } finally {
    await database.close();
  }
}, 120_000);
