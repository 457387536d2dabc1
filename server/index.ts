/**
 * Boot: validate the configuration, open and migrate the database, seed the demo business into an
 * empty one, start the job queue (and its worker, unless WORKER=off), listen, and on SIGTERM/SIGINT answer
 * the requests already started (and no more) and let the running jobs finish before closing the database.
 */
import http from "node:http";
import { resolveAuthSecret } from "~/features/auth/auth-secret.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { openDatabase, type Database } from "~db/client.server";
import { EmbeddedPostgresError } from "~db/embedded-postgres-files.server";
import { seedDemoData } from "~db/seed";
import { runDataMigrations } from "./data-migrations";
import { createLogger } from "./logger";
import { developmentPages, productionPages } from "./pages";
import { loadConfigOrExit, SHUTDOWN_GRACE_MS, stopOnSignal } from "./process-lifecycle";
import { gracefulStop } from "./shutdown";
import { recordSiteAddress } from "./site-address";

const config = loadConfigOrExit();

const logger = createLogger(config.LOG_LEVEL);
const isDev = process.argv.includes("--dev");

async function openAndPrepareDatabase(): Promise<Database> {
  const onPoolError = (err: Error) => logger.warn({ err }, "database pool error");
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL, onPoolError }
      : { dataDir: config.DATA_DIR, role: "site", onPoolError },
  );
  try {
    await database.migrate();
    await runDataMigrations(database, config, logger);
    if (config.SEED_DEMO_DATA && (await seedDemoData(database.db))) logger.info("seeded the demo business");
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function main() {
  const secret = resolveAuthSecret(config);
  // The rest of the site loads while the database starts (and on a first start is created): each takes
  // most of a second, and the database's work is mostly in its own processes.
  const loading = Promise.all([
    import("./app"),
    import("~/features/auth/auth.server"),
    import("./queue/job-queue"),
    import("./queue/start-worker"),
    import("./page-cache"),
  ]);
  loading.catch(() => {}); // reported where it is awaited
  const database = await openAndPrepareDatabase();
  const [{ createApp }, { createAuth }, { startJobQueue }, { startWorking }, { createPageCache }] =
    await loading;
  const mailer = createMailer(config, logger);
  const jobs = await startJobQueue({
    connectionString: database.url,
    logger,
    working: config.WORKER === "inline",
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const auth = createAuth({ db: database.db, config, jobs, secret, logger });
  if (config.WORKER === "inline") await startWorking({ jobs, database, config, logger, mailer, auth });
  const pages = isDev
    ? await developmentPages({ db: database.db, config, auth, logger })
    : await productionPages({ db: database.db, config, auth, logger });
  // Not in development: pages change with every edit of the code.
  const pageCache =
    config.PAGE_CACHE && !isDev
      ? createPageCache({ database, logger, ttlSeconds: config.PAGE_CACHE_TTL })
      : undefined;
  await pageCache?.started;
  const app = createApp({ config, database, logger, auth, jobs, pages, pageCache });
  const server = http.createServer(pageCache ? pageCache.listener(app) : app);
  server.listen(config.PORT, config.HOST, () => {
    logger.info(
      {
        port: config.PORT,
        database: database.engine,
        mode: isDev ? "development" : config.NODE_ENV,
        pageCache: Boolean(pageCache),
      },
      `listening on ${config.SITE_URL}`,
    );
    recordSiteAddress(config.DATA_DIR, config.SITE_URL);
  });
  const shutdown = gracefulStop(server);
  server.on("error", async (error) => {
    logger.fatal({ err: error }, "cannot listen");
    await database.close();
    process.exit(1);
  });

  stopOnSignal(logger, async (signal) => {
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const { forced } = await shutdown.stop(SHUTDOWN_GRACE_MS);
    if (forced)
      logger.warn(
        { graceMs: SHUTDOWN_GRACE_MS },
        "requests still running at the end of the grace period were cut",
      );
    // Jobs being worked here (a mail being sent) finish before the database and mail connections close;
    // queued ones wait in the database for the next worker.
    await jobs
      .stop(SHUTDOWN_GRACE_MS)
      .catch((err: unknown) => logger.error({ err }, "job queue did not stop"));
    if ("close" in pages) await pages.close();
    mailer.close();
    await pageCache?.close();
    await database.close();
  });
}

main().catch((error) => {
  // What the embedded database says to whoever starts the site (a data folder in use, a folder its server
  // cannot reach) is one line of its own, as a bad configuration is.
  if (error instanceof EmbeddedPostgresError) console.error(error.message);
  else logger.fatal({ err: error }, error instanceof Error ? error.message : "start failed");
  process.exit(1);
});
