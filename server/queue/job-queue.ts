/**
 * The job queue: pg-boss 10 on the app's own PostgreSQL database, in its own schema (created at the first
 * start, upgraded by later versions). A job is fetched under `FOR UPDATE SKIP LOCKED`, so however many
 * processes work a queue, each job runs in one of them at a time, and is done once.
 */
import crypto from "node:crypto";
import { DrizzleQueryError } from "drizzle-orm";
import pg from "pg";
import PgBoss from "pg-boss";
import {
  JOB_NAMES,
  JOB_QUEUES,
  JOB_SCHEMA,
  type JobHandlers,
  type JobName,
  type JobQueue,
} from "~/lib/queue/job-catalog";
import type { Logger } from "~server/logger";
import { listenForQueuedJobs, type QueuedJobsListener } from "./queued-in-transaction";

export interface JobRunner extends JobQueue {
  /** Works every queue in this process with these handlers, and keeps the schedules. */
  work(handlers: JobHandlers): Promise<void>;
  /** Queues a failed job again for one more attempt; false when no failed job has this id. */
  retry(id: string): Promise<boolean>;
  /**
   * Takes no new job; the running ones may finish for up to `graceMs` (those still running then are
   * failed, and tried again by the next worker), then the connections close.
   */
  stop(graceMs: number): Promise<void>;
}

export interface JobRunnerOptions {
  /** The app's database. */
  connectionString: string;
  logger: Logger;
  /** This process works the queues: it also keeps the schedules and the queue's housekeeping. */
  working: boolean;
  /** How often an idle worker asks for jobs; a job queued by this process wakes its worker at once. */
  pollingSeconds?: number;
  /**
   * Whether a working process queues the scheduled jobs on their clock (default). The test servers do not:
   * a tick in the middle of a test would close a checkout it set up; their tests queue those jobs themselves.
   */
  schedules?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 24 * 60 * 60;
/** Done jobs stay a week (their keys keep a repeat from being queued), failed ones a month (to be retried). */
const KEEP_COMPLETED_SECONDS = 7 * DAY;
const KEEP_FAILED_SECONDS = 30 * DAY;

/** A job's id made from its queue and key: storing it twice is refused by the job table's primary key. */
export function jobIdOf(name: JobName, key: string): string {
  const hex = crypto.createHash("sha256").update(`${name}\n${key}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * What a failure is stored and shown as: the first line of its message, without addresses (a sign-in link,
 * a server's URL) and without a database error's text, which can hold the values of the failed statement.
 */
export function failureReason(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return `Database error${typeof code === "string" ? ` ${code}` : ""}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split("\n")[0]!.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)\]>"']+/gi, "[address]");
  return line.length > 300 ? `${line.slice(0, 299)}…` : line || "Failed without a message";
}

/** Any constant works; it only has to be the same in every instance (and differ from the migrations' lock). */
const QUEUE_SETUP_LOCK_ID = 727_002;

async function withSetupLock(connectionString: string, setUp: () => Promise<void>) {
  const client = new pg.Client({ connectionString, application_name: "jobs setup" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [QUEUE_SETUP_LOCK_ID]);
    await setUp();
  } finally {
    await client.end();
  }
}

export async function startJobQueue({
  connectionString,
  logger,
  working,
  pollingSeconds = 2,
  schedules = true,
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString,
    schema: JOB_SCHEMA,
    application_name: "jobs",
    // Its own few connections: fetching and completing jobs is quick, the handlers use the app's pool.
    max: 3,
    // Housekeeping and the schedules run where jobs are worked; a web-only process just queues.
    supervise: working,
    schedule: working && schedules,
    archiveCompletedAfterSeconds: KEEP_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  // Without a listener a lost connection would crash the process; pg-boss reconnects on its own.
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  // Instances starting together would deadlock creating the same queues' tables: one at a time.
  await withSetupLock(connectionString, async () => {
    for (const name of JOB_NAMES) {
      const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = JOB_QUEUES[name];
      const settings = { name, retryLimit, retryDelay, retryBackoff, expireInSeconds };
      // A queue keeps the settings it was created with: bring them up to date with this version's.
      await boss.createQueue(name, settings);
      await boss.updateQueue(name, settings);
    }
  });

  const workers = new Map<JobName, string>();
  // Jobs that transactions announced as they committed (enqueueInTransaction), heard where jobs are worked.
  let announced: QueuedJobsListener | undefined;
  const wake = (name: JobName) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };

  async function runJob(name: JobName, job: PgBoss.JobWithMetadata<unknown>, handlers: JobHandlers) {
    try {
      // The queue's name decides the data's shape: only enqueue() of this name put it there.
      await (handlers[name] as (data: unknown) => Promise<void>)(job.data);
    } catch (err) {
      // The job's data is never logged: a sign-in link's job carries the link.
      const last = job.retryCount >= job.retryLimit;
      logger[last ? "error" : "warn"](
        { err, job: { id: job.id, queue: name, attempt: job.retryCount + 1 } },
        last ? "job failed after its last attempt (see the back office)" : "job failed; it will be retried",
      );
      throw new Error(failureReason(err));
    }
  }

  const runner: JobRunner = {
    async enqueue(name, data, { key, startAfter } = {}) {
      const id = await boss.send(name, data, {
        ...(key && { id: jobIdOf(name, key), singletonKey: key }),
        ...(startAfter && { startAfter }),
      });
      if (id) wake(name);
      return id !== null;
    },

    async work(handlers) {
      if (!working) throw new Error("This process does not work the queues (WORKER=off)");
      for (const name of JOB_NAMES) {
        const id = await boss.work(
          name,
          { pollingIntervalSeconds: pollingSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            try {
              await runJob(name, job!, handlers);
            } finally {
              // Straight on to the next job while there are any, instead of waiting for the next poll.
              wake(name);
            }
          },
        );
        workers.set(name, id);
      }
      announced = listenForQueuedJobs({
        url: connectionString,
        logger,
        onJob: async ({ name, data, key, startAfter }) => {
          const options = { key, ...(startAfter && { startAfter: new Date(startAfter) }) };
          await runner.enqueue(name, data as never, options);
        },
      });
      await announced.started;
      for (const name of schedules ? JOB_NAMES : []) {
        const { cron } = JOB_QUEUES[name];
        // A queue that is no longer scheduled loses the schedule an earlier version gave it.
        if (cron) await boss.schedule(name, cron, {}, { tz: "UTC" });
        else await boss.unschedule(name);
      }
      logger.info({ queues: JOB_NAMES.length }, "working the job queues");
    },

    async retry(id) {
      if (!UUID.test(id)) return false;
      const { rows } = await boss
        .getDb()
        .executeSql(`select name from ${JOB_SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
      const name = rows[0]?.name as JobName | undefined;
      if (!name) return false;
      const result = (await boss.retry(name, id)) as unknown as { affected: number };
      wake(name);
      return result.affected > 0;
    },

    async stop(graceMs) {
      await announced?.close();
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
    },
  };
  return runner;
}
