/**
 * The lists of jobs (docs/jobs.md): the back office's, newest approval first, and a customer's for My
 * Projects. Each page is two queries (its rows with their figures, and the count), however many jobs it holds.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import type { JobStage, Page } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { containsPattern } from "~db/rows";
import { estimates } from "~db/schema";
import { isJobSql, jobFiguresSql, jobStageSql } from "./job-figures.server";
import type { JobListItem } from "./job-view";

export interface JobListQuery {
  page: number;
  pageSize: number;
  status?: JobStage;
  q?: string;
}

/** `q` finds the customer's name or email, the title, or the estimate's number ("12" or "#12"). */
function searchSql(q: string): SQL {
  const text = sql`lower(${estimates.customerName} || ' ' || ${estimates.customerEmail} || ' ' || ${estimates.title}) like ${containsPattern(q.toLowerCase())}`;
  const number = /^#?(\d{1,9})$/.exec(q.trim())?.[1];
  return number ? sql`(${text} or ${estimates.number} = ${Number(number)})` : text;
}

const listColumns = (today: string) => ({
  estimateId: estimates.id,
  number: estimates.number,
  title: estimates.title,
  customerId: estimates.customerId,
  customerName: estimates.customerName,
  customerEmail: estimates.customerEmail,
  status: jobStageSql(today),
  ...jobFiguresSql,
});

/** The back office's list: `status` a stage, `q` a customer, title or number. */
export async function listJobs(
  db: Db,
  { page, pageSize, status, q }: JobListQuery,
  now = new Date(),
): Promise<Page<JobListItem>> {
  const today = businessToday(now);
  const where = and(
    isJobSql,
    status ? sql`${jobStageSql(today)} = ${status}` : undefined,
    q ? searchSql(q) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns(today))
      .from(estimates)
      .where(where)
      .orderBy(desc(estimates.decidedAt), desc(estimates.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(estimates).where(where),
  ]);
  const items = rows.map(({ customerId, customerName, customerEmail, ...row }) => ({
    ...row,
    customer: { id: customerId, name: customerName, email: customerEmail },
  }));
  return { items, total: Number(counted?.total ?? 0), page, pageSize };
}

/** One of a customer's jobs in My Projects. */
export interface MyJob {
  estimateId: number;
  number: number;
  title: string;
  status: JobStage;
  contractTotal: string;
  paid: string;
  balance: string;
}

/** The jobs of the estimates sent to `email` (the signed-in customer's), newest approval first. */
export async function jobsOfEmail(db: Db, email: string, now = new Date()): Promise<MyJob[]> {
  const rows = await db
    .select(listColumns(businessToday(now)))
    .from(estimates)
    .where(and(isJobSql, eq(estimates.customerEmail, email.toLowerCase())))
    .orderBy(desc(estimates.decidedAt), desc(estimates.id));
  return rows.map(({ estimateId, number, title, status, contractTotal, paid, balance }) => ({
    estimateId,
    number,
    title,
    status,
    contractTotal,
    paid,
    balance,
  }));
}
