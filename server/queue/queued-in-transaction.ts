/**
 * Hears, on a connection of its own, the jobs that transactions announced as they committed
 * (app/lib/queue/enqueue-in-transaction.server.ts), and hands each to `onJob`, which queues it. Announcements
 * sent while the connection is down are lost (the queues that use them have a scheduled sweep); the
 * connection is made again with a growing delay.
 */
import pg from "pg";
import { announcedJobOf, type AnnouncedJob } from "~/lib/queue/enqueue-in-transaction.server";
import { QUEUED_IN_TRANSACTION_CHANNEL } from "~/lib/queue/job-catalog";
import type { Logger } from "~server/logger";

const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_MS = 10_000;

export interface QueuedJobsListener {
  /** Resolves once the first attempt to listen has succeeded or failed (retries go on after a failure). */
  started: Promise<void>;
  close(): Promise<void>;
}

export function listenForQueuedJobs({
  url,
  logger,
  onJob,
}: {
  url: string;
  logger: Logger;
  onJob(job: AnnouncedJob): Promise<void>;
}): QueuedJobsListener {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = undefined;
    current.removeAllListeners("notification");
    void current.end().catch(() => {});
    if (closed) return;
    const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++);
    const wait = Math.round(delay * (0.8 + Math.random() * 0.4));
    logger.warn({ err: error, retryInMs: wait }, "job queue: not hearing jobs queued in transactions");
    retry = setTimeout(connect, wait);
    retry.unref();
  };

  const connect = async () => {
    retry = undefined;
    const current = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: "jobs listener",
    });
    client = current;
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.channel !== QUEUED_IN_TRANSACTION_CHANNEL) return;
      const job = announcedJobOf(message.payload);
      if (!job) {
        logger.warn("job queue: an announcement that is not a job was ignored");
        return;
      }
      onJob(job).catch((err: unknown) =>
        // The job's data is never logged; the queue's sweep finds what was not queued.
        logger.error({ err, job: job.name }, "job queue: an announced job could not be queued"),
      );
    });
    try {
      await current.connect();
      await current.query(`listen ${QUEUED_IN_TRANSACTION_CHANNEL}`);
    } catch (error) {
      lost(current, error as Error);
      markStarted();
      return;
    }
    if (client !== current) return;
    if (closed) {
      void current.end().catch(() => {});
      return;
    }
    if (failures > 0) logger.info("job queue: hearing jobs queued in transactions again");
    failures = 0;
    markStarted();
  };

  void connect();
  return {
    started,
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
