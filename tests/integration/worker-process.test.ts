/**
 * `npm run worker` beside a site started with WORKER=off: the site only queues, the worker sends; SIGTERM
 * stops the worker cleanly. Without DATABASE_URL the worker refuses to start (the embedded database lives
 * with the site, which works the jobs itself). Runs on a database of the test run's PostgreSQL server, with
 * the production build (`npm run build` first).
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { WORKER_ENTRY } from "~scripts/production-server";
import { browserLikeClient } from "~tests/support/browser-like-client";
import { waitForMail } from "~tests/support/outbox";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
  temporaryDir,
} from "~tests/support/server-process";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";

const databases: TestDatabase[] = [];
beforeAll(requireProductionBuild);
afterEach(cleanUpServerProcesses);
afterAll(async () => {
  for (const database of databases) await database.dispose();
});

const AUTH_SECRET = "a-test-secret-shared-by-the-site-and-its-worker";

it("refuses to start without DATABASE_URL, in one line", async () => {
  const worker = startServer({ DATA_DIR: temporaryDir() }, { entry: WORKER_ENTRY });
  expect(await worker.exited).toBe(1);
  expect(worker.output().trim()).toBe(
    "npm run worker needs DATABASE_URL; on the embedded database the site works the jobs itself.",
  );
});

it("sends the mail a web-only site queued, and stops on SIGTERM", async () => {
  const database = await createTestDatabase();
  databases.push(database);
  const port = randomPort();
  const common = { DATABASE_URL: database.url, AUTH_SECRET, SITE_URL: `http://127.0.0.1:${port}` };
  const web = startServer({ ...common, PORT: String(port), DATA_DIR: temporaryDir(), WORKER: "off" });
  await web.listening;
  const workerDir = temporaryDir();
  const worker = startServer({ ...common, DATA_DIR: workerDir }, { entry: WORKER_ENTRY });
  await worker.listening;

  const email = "from-the-worker@example.com";
  const client = browserLikeClient(`http://127.0.0.1:${port}`);
  expect((await client.post("/api/auth/sign-in/magic-link", { email })).status).toBe(200);
  // Written by the worker, into its own outbox.
  const mail = await waitForMail(path.join(workerDir, "outbox"), email);
  expect(mail.text).toContain(`http://127.0.0.1:${port}/api/auth/magic-link/verify?token=`);

  worker.child.kill("SIGTERM");
  expect(await worker.exited).toBe(0);
  expect(worker.output()).toContain('"msg":"stopped"');
}, 60_000);
