/**
 * Queuing a job from inside a database transaction: the job is announced on a PostgreSQL channel, which
 * delivers the announcement only if the transaction commits (and not at all if it rolls back), and the
 * processes that work the queues queue it as it arrives (server/queue/job-queue.ts). A job must carry a key:
 * every working process hears the announcement, and the key makes it one job. An announcement sent while no
 * working process listens is lost, so a queue that uses this also has a scheduled sweep for what is due
 * (texts: `texts.send-due`).
 */
import { sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { isJobName, QUEUED_IN_TRANSACTION_CHANNEL, type JobName, type JobPayloads } from "./job-catalog";

/** What is announced: one job to queue. */
export interface AnnouncedJob {
  name: JobName;
  data: unknown;
  key: string;
  /** ISO instant, or absent for at once. */
  startAfter?: string;
}

/** PostgreSQL refuses a notification's text at 8000 bytes; a job carries ids, far less. */
const MAX_ANNOUNCEMENT_BYTES = 7_900;

export async function enqueueInTransaction<N extends JobName>(
  db: Pick<Db, "execute">,
  name: N,
  data: JobPayloads[N],
  { key, startAfter }: { key: string; startAfter?: Date },
): Promise<void> {
  const job: AnnouncedJob = { name, data, key, ...(startAfter && { startAfter: startAfter.toISOString() }) };
  const text = JSON.stringify(job);
  if (Buffer.byteLength(text) > MAX_ANNOUNCEMENT_BYTES)
    throw new Error(`The job ${name} is too large to announce`);
  await db.execute(sql`select pg_notify(${QUEUED_IN_TRANSACTION_CHANNEL}, ${text})`);
}

/** An announcement read back, or null when it is not one (another sender on the channel, a newer version). */
export function announcedJobOf(payload: string | undefined): AnnouncedJob | null {
  try {
    const job = JSON.parse(payload ?? "") as Partial<AnnouncedJob>;
    if (typeof job.name !== "string" || !isJobName(job.name) || typeof job.key !== "string") return null;
    if (job.startAfter !== undefined && Number.isNaN(Date.parse(job.startAfter))) return null;
    return { name: job.name, data: job.data ?? {}, key: job.key, startAfter: job.startAfter };
  } catch {
    return null;
  }
}
