/**
 * The owner's day and week (docs/today.md): the today feature's visits, each of a job with the job's balance
 * as the jobs feature reckons it (jobFiguresSql: contract - paid), read for all the visits' jobs in one query.
 */
import { and, inArray } from "drizzle-orm";
import { jobFiguresSql, isJobSql } from "~/features/jobs/job-figures.server";
import type { TodayView, TodayVisit, WeekView } from "~/features/today/today-view";
import { visitsBetween, weekOf, type VisitRead } from "~/features/today/today.server";
import type { Db } from "~db/client.server";
import { estimates } from "~db/schema";

/** The visits with their jobs' balances; a visit whose estimate is not a job (any more) has none. */
async function withBalances(db: Db, visits: VisitRead[]): Promise<TodayVisit[]> {
  const ids = [
    ...new Set(visits.flatMap((visit) => (visit.estimateId === undefined ? [] : [visit.estimateId]))),
  ];
  if (ids.length === 0) return visits;
  const rows = await db
    .select({ id: estimates.id, balance: jobFiguresSql.balance })
    .from(estimates)
    .where(and(inArray(estimates.id, ids), isJobSql));
  const balances = new Map(rows.map((row) => [row.id, row.balance]));
  return visits.map((visit) => {
    const balance = visit.estimateId === undefined ? undefined : balances.get(visit.estimateId);
    return balance === undefined ? visit : { ...visit, balance };
  });
}

/** GET /api/admin/today: the visits of `date` (business time), in time order. */
export async function dayOfVisits(db: Db, date: string): Promise<TodayView> {
  return { date, visits: await withBalances(db, await visitsBetween(db, date, date)) };
}

/** GET /api/admin/week: the visits of the week (Monday to Sunday) that holds `date`. */
export async function weekOfVisits(db: Db, date: string): Promise<WeekView> {
  const { from, to } = weekOf(date);
  return { date, from, to, visits: await withBalances(db, await visitsBetween(db, from, to)) };
}
