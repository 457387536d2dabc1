/** Waiting for the job queue as a test needs to: until nothing queued is due or running. */
import { sql } from "drizzle-orm";
import { JOB_SCHEMA } from "../../app/lib/jobs/job-catalog";
import type { Db } from "../../db/client.server";
import { selectRows } from "../../db/rows";
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
