/**
 * Review requests for the browser tests: a completed visit written into the e2e server's database (the
 * embedded server, borrowed as the CLI commands borrow it), then the review request job run with the server's
 * own link secret and queue, so that the server's worker mails the link as it would the morning after.
 */
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { addDays, businessInstant, businessToday } from "~/lib/dates";
import { queueReviewRequests } from "~/workflows/review-requests.server";
import { openDatabase, type Database } from "~db/client.server";
import { startJobQueue, type JobRunner } from "~server/queue/job-queue";
import { makeVisit } from "~tests/support/fixtures";

// The server's DATA_DIR (playwright.config.ts).
const dataDir = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data`;
const logger = pino({ level: "silent" });

let opened: Promise<{ database: Database; jobs: JobRunner }> | undefined;
const connections = () =>
  (opened ??= (async () => {
    const database = await openDatabase({ dataDir, role: "command", poolSize: 2 });
    // Queues only: the server's worker sends the mail.
    const jobs = await startJobQueue({
      connectionString: database.url,
      logger,
      working: false,
      schedules: false,
    });
    return { database, jobs };
  })());

/** Closes this worker's connections (afterAll). */
export async function closeReviewData() {
  const found = await opened;
  opened = undefined;
  await found?.jobs.stop(5_000);
  await found?.database.close();
}

/** The secret the server makes its links with (app/features/auth/auth-secret.server.ts). */
const linkSecret = () => fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();

/**
 * A visit of `email` today, marked completed now, and the review request job run at 10:00 AM tomorrow (business
 * time), when it asks about it. Returns once its mail is queued.
 */
export async function completedVisitAskedForReview(email: string, name: string, serviceName: string) {
  const { database, jobs } = await connections();
  const today = businessToday();
  const visit = await makeVisit(database.db, { email, name, serviceName, status: "completed", date: today });
  const tomorrowMorning = businessInstant(addDays(today, 1), "10:00");
  await queueReviewRequests({ db: database.db, jobs, logger, linkSecret: linkSecret() }, tomorrowMorning);
  return visit;
}
