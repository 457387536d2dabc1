/**
 * SIGTERM and the mail jobs: a confirmation mail being sent when the server is told to stop is finished
 * before it closes its database and mail connections; one still queued waits in the database and goes at
 * the next start. Runs the production build, on a database of the test run's PostgreSQL server.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { freshSlot } from "~tests/support/booking";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
  temporaryDir,
} from "~tests/support/server-process";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";

const SMTP_DELAY_MS = 1_500;
const receiving: string[] = [];
const delivered: string[] = [];
let smtp: SMTPServer;
let smtpPort: number;
const databases: TestDatabase[] = [];

beforeAll(async () => {
  requireProductionBuild();
  // A slow mail server: each message is accepted only after a pause, as over a busy network.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address);
      receiving.push(...recipients);
      stream.resume();
      stream.on("end", () =>
        setTimeout(() => {
          delivered.push(...recipients);
          callback();
        }, SMTP_DELAY_MS),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const database of databases) await database.dispose();
});
afterEach(cleanUpServerProcesses);

async function site(databaseUrl: string, env: Record<string, string> = {}) {
  const port = randomPort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: temporaryDir(),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "a-test-secret-shared-by-the-two-starts-of-this-site",
    PAYMENTS_PROVIDER: "test",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...env,
  });
  await server.listening;
  return { ...server, base: `http://127.0.0.1:${port}` };
}

/** Books the demo's first service and pays its test checkout, as a customer would. */
async function bookAndPay(base: string, email: string) {
  const [service] = (await (await fetch(`${base}/api/services`)).json()) as { id: number }[];
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });
  const booked = await post("/api/book", {
    name: "Stopping Customer",
    email,
    phone: "(325) 555-0100",
    ...freshSlot(),
    details: "",
    services: [{ serviceId: service!.id, quantity: 1 }],
  });
  expect(booked.status).toBe(201);
  const { sessionId } = (await booked.json()) as { sessionId: string };
  expect((await post(`/api/test-checkout/${sessionId}/pay`, {})).status).toBe(200);
}

const DEADLINE = { timeout: 20_000, interval: 50 };

it("finishes the confirmation mail it is sending before it exits", async () => {
  const database = await createTestDatabase();
  databases.push(database);
  const server = await site(database.url);
  await bookAndPay(server.base, "stopping@example.com");
  // The mail is under way (the slow server has it) when the stop comes.
  await expect.poll(() => receiving, DEADLINE).toContain("stopping@example.com");
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(delivered).toContain("stopping@example.com");
  expect(server.output()).not.toMatch(/job failed|shut down while active/);
}, 60_000);

it("sends at the next start a mail that was still queued when it stopped", async () => {
  const database = await createTestDatabase();
  databases.push(database);
  // A web-only process queues the mail and works nothing.
  const web = await site(database.url, { WORKER: "off" });
  await bookAndPay(web.base, "queued-at-stop@example.com");
  web.child.kill("SIGTERM");
  expect(await web.exited).toBe(0);
  expect(receiving).not.toContain("queued-at-stop@example.com");

  await site(database.url);
  await expect.poll(() => delivered, DEADLINE).toContain("queued-at-stop@example.com");
}, 60_000);
