/**
 * `npm run worker`: works the job queues (mail, expired checkouts, the sweep of unused images) without
 * serving HTTP, beside web processes started with WORKER=off. Several may run at once: each job is done
 * once. On SIGTERM/SIGINT it takes no new job, lets the running ones finish (10 s at most; one still running
 * then is tried again by another worker), and exits.
 */
import { resolveAuthSecret } from "~/features/auth/auth-secret.server";
import { createAuth } from "~/features/auth/auth.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { openDatabase } from "~db/client.server";
import { runDataMigrations } from "./data-migrations";
import { createLogger } from "./logger";
import { loadConfigOrExit, SHUTDOWN_GRACE_MS, stopOnSignal } from "./process-lifecycle";
import { startJobQueue } from "./queue/job-queue";
import { startWorking } from "./queue/start-worker";

const config = loadConfigOrExit();

const logger = createLogger(config.LOG_LEVEL).child({ role: "worker" });

async function main() {
  // Apart from the site only on a PostgreSQL server: the embedded one lives and dies with the site, which
  // works the jobs itself.
  if (!config.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL; on the embedded database the site works the jobs itself.",
    );
    process.exit(1);
  }
  const secret = resolveAuthSecret(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    onPoolError: (err) => logger.warn({ err }, "database pool error"),
  });
  // The web processes migrate too; whoever starts first does it (under the migrations' advisory lock).
  await database.migrate();
  await runDataMigrations(database, config, logger);
  const mailer = createMailer(config, logger);
  const jobs = await startJobQueue({ connectionString: database.url, logger, working: true });
  const auth = createAuth({ db: database.db, config, jobs, secret, logger });
  await startWorking({ jobs, database, config, logger, mailer, auth });

  stopOnSignal(logger, async (signal) => {
    logger.info({ signal }, "shutting down: finishing the running jobs");
    await jobs
      .stop(SHUTDOWN_GRACE_MS)
      .catch((err: unknown) => logger.error({ err }, "job queue did not stop"));
    mailer.close();
    await database.close();
  });
}

main().catch((error) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : "start failed");
  process.exit(1);
});
