/** Waiting for the job queue as a test needs to: until nothing queued is due or running. */
import { sql } from "drizzle-orm";
import { JOB_SCHEMA } from "~/lib/queue/job-catalog";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import { MAIL_DEADLINE } from "./outbox";

/** Jobs queued and due, or running (pg-boss's own scheduling queue left out). */
export async function pendingJobs(db: Db): Promise<number> {
  const [{ count }] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.raw(`${JOB_SCHEMA}.job`)}
        where name not like '\\_\\_pgboss%'
          and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
  );
  return count;
}

/**
 * Resolves once every job that was due has run (or been put off to a later retry), so that a test may
 * say a mail was not sent. Throws after the mail deadline.
 */
export async function waitForIdleQueue(db: Db): Promise<void> {
  const deadline = Date.now() + MAIL_DEADLINE.timeout;
  while ((await pendingJobs(db)) > 0) {
    if (Date.now() > deadline) throw new Error("The job queue is still busy");
    await new Promise((resolve) => setTimeout(resolve, MAIL_DEADLINE.interval));
  }
}

/**
 * Drives the unfinished jobs of a queue that keep failing through all their retries until they are failed,
 * making each retry due as soon as the attempt before it has failed (as if its backoff had passed).
 */
export async function runOutOfRetries(db: Db, name: string): Promise<void> {
  const deadline = Date.now() + 3 * MAIL_DEADLINE.timeout;
  for (;;) {
    const jobs = await selectRows<{ state: string }>(
      db,
      sql`select state::text from ${sql.raw(`${JOB_SCHEMA}.job`)} where name = ${name}`,
    );
    const unfinished = jobs.filter((job) => ["created", "retry", "active"].includes(job.state));
    if (unfinished.length === 0 && jobs.some((job) => job.state === "failed")) return;
    if (Date.now() > deadline) throw new Error(`The jobs of ${name} did not fail: ${JSON.stringify(jobs)}`);
    await db.execute(
      sql`update ${sql.raw(`${JOB_SCHEMA}.job`)} set start_after = now() where name = ${name} and state = 'retry'`,
    );
    await new Promise((resolve) => setTimeout(resolve, MAIL_DEADLINE.interval));
  }
}
