/**
 * Failed tasks, read from the job queue's own table (pg-boss keeps them there for a month; see
 * server/queue/job-queue.ts). A task's data never leaves this module: a sign-in link's task carries the link,
 * so the list says only what the task was about.
 */
import { sql } from "drizzle-orm";
import { isJobName, JOB_QUEUES, JOB_SCHEMA } from "~/lib/queue/job-catalog";
import type { Page } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { isoTimestamp, selectRows } from "~db/rows";
import type { FailedTask } from "./failed-task";

const jobTable = sql.raw(`${JOB_SCHEMA}.job`);

interface FailedRow {
  id: string;
  name: string;
  recipient: string | null;
  appointmentId: number | null;
  estimateNumber: number | null;
  audience: string | null;
  queuedAt: string;
  failedAt: string;
  attempts: number;
  reason: string | null;
}

function subjectOf(row: FailedRow): string | null {
  const parts = [
    row.appointmentId === null ? null : `Appointment #${row.appointmentId}`,
    row.estimateNumber === null ? null : `Estimate #${row.estimateNumber}`,
    row.audience === "business" ? "to the business" : row.recipient,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** One line of at most 300 characters: the runner stores messages so, older or foreign ones may not be. */
function shortReason(message: string | null): string {
  const line = (message ?? "").split("\n")[0]!.trim();
  if (!line) return "Failed without a message";
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** The failed tasks, the latest failure first. Empty until the queue has been started once. */
export async function listFailedTasks(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<FailedTask>> {
  const [{ installed }] = await selectRows<{ installed: boolean }>(
    db,
    sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as installed`,
  );
  if (!installed) return { items: [], total: 0, page, pageSize };
  // The booking a mail was about names its first appointment and customer, as the back office shows them;
  // an estimate's mail names the estimate and its customer.
  const bookingId = sql`(j.data->>'bookingId')::int`;
  const [rows, [{ total }]] = await Promise.all([
    selectRows<FailedRow>(
      db,
      sql`select j.id::text as id, j.name,
            coalesce(j.data->>'to', first.email, e.customer_email) as recipient, first.id as "appointmentId",
            e.number as "estimateNumber",
            j.data->>'audience' as audience,
            ${isoTimestamp(sql`j.created_on`)} as "queuedAt",
            ${isoTimestamp(sql`coalesce(j.completed_on, j.started_on, j.created_on)`)} as "failedAt",
            j.retry_count + 1 as attempts,
            coalesce(j.output->>'message', j.output->'value'->>'message', j.output->>'value') as reason
          from ${jobTable} j
          left join lateral (select a.id, a.email from appointments a where a.booking_id = ${bookingId}
                             order by a.id limit 1) first on true
          left join estimates e on e.id = (j.data->>'estimateId')::int
          where j.state = 'failed'
          order by j.completed_on desc nulls last, j.id
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${jobTable} where state = 'failed'`,
    ),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    label: isJobName(row.name) ? JOB_QUEUES[row.name].label : row.name,
    subject: subjectOf(row),
    queuedAt: row.queuedAt,
    failedAt: row.failedAt,
    attempts: Number(row.attempts),
    reason: shortReason(row.reason),
  }));
  return { items, total, page, pageSize };
}
