/** The API served on a free port for one test file, over a clean database, with the outbox in a temp folder. */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import type pino from "pino";
import { createAuth, type Auth } from "~/features/auth/auth.server";
import { loadConfig, type Config } from "~/lib/env.server";
import { createMailer } from "~/lib/mail/mailer.server";
import type { Database } from "~db/client.server";
import { createApp } from "~server/app";
import { createLogger } from "~server/logger";
import { createPageCache } from "~server/page-cache";
import { productionPages } from "~server/pages";
import { startJobQueue, type JobRunner } from "~server/queue/job-queue";
import { startWorking } from "~server/queue/start-worker";
import { createTestDatabase } from "./test-database";

export interface TestServer {
  url: string;
  database: Database;
  config: Config;
  auth: Auth;
  /** Its job queue, worked in the same process (unless `WORKER: "off"`). */
  jobs: JobRunner;
  /** The Express app being served (its router stack lists every route). */
  app: Express;
  /** DATA_DIR of this server: the outbox is `${dataDir}/outbox`. */
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_AUTH_SECRET = "test-secret-for-the-test-servers-only-0123456789";

export interface TestServerOptions {
  /** Extra configuration, e.g. `{ TRUST_PROXY: "1" }` to give each test its own client address. */
  env?: Record<string, string>;
  /** An existing database (several instances over one database); by default a clean one owned by the server. */
  database?: Database;
  /** Also serve the pages from the production build (needs `npm run build`). */
  withPages?: boolean;
  /** Where the server's log lines go (level info); by default it logs nothing. */
  logTo?: pino.DestinationStream;
}

/** The app as `server/index.ts` builds it, on a free port. */
export async function startTestServer({
  env = {},
  database: shared,
  withPages = false,
  logTo,
}: TestServerOptions = {}): Promise<TestServer> {
  const owned = shared ? undefined : await createTestDatabase();
  const database = shared ?? owned!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  // Listen first, so that SITE_URL (links in mail, the trusted origin) is this server's real address.
  const server = http.createServer();
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    // Tests change the database behind the app's back: a test that wants the cache says PAGE_CACHE=on.
    PAGE_CACHE: "off",
    SITE_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...env,
  });
  const logger = logTo ? createLogger("info", logTo) : createLogger("silent");
  const mailer = createMailer(config, logger);
  const working = config.WORKER === "inline";
  // Polled twice a second (the least pg-boss allows): a job queued here wakes its worker at once anyway.
  // No clock: a test runs a scheduled job by queuing it (server/queue/expired-checkouts.test.ts).
  const jobs = await startJobQueue({
    connectionString: database.url,
    logger,
    working,
    pollingSeconds: 0.5,
    schedules: false,
  });
  const auth = createAuth({ db: database.db, config, jobs, secret: TEST_AUTH_SECRET, logger });
  if (working) await startWorking({ jobs, database, config, logger, mailer, auth });
  const pages = withPages ? await productionPages({ db: database.db, config, auth, logger }) : undefined;
  const pageCache = config.PAGE_CACHE
    ? createPageCache({ database, logger, ttlSeconds: config.PAGE_CACHE_TTL })
    : undefined;
  await pageCache?.started;
  const app = createApp({ config, database, logger, auth, jobs, pages, pageCache });
  server.on("request", pageCache ? pageCache.listener(app) : app);
  return {
    url,
    database,
    config,
    auth,
    jobs,
    app,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pageCache?.close();
      await jobs.stop(5_000);
      mailer.close();
      await owned?.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
