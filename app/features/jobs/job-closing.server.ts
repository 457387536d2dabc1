/**
 * The end of a job (docs/jobs.md): when it may be closed, closing it, and which visit its review request is
 * about. Closing changes nothing but `closed_at`: it says that nothing is owed and nothing is left to do.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { toCents } from "~/lib/deposit";
import { DomainError, notFound } from "~/lib/domain-error";
import { formatMoney } from "~/lib/money";
import { changeOrderNumber } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { appointments, bookings, estimates, reviewRequests } from "~db/schema";
import { JOB_NOT_FOUND } from "./job-detail.server";
import { isJobSql } from "./job-figures.server";
import type { JobRecords } from "./job-records.server";

export const NOT_COMPLETE = "Mark the job complete before closing it.";
export const ALREADY_CLOSED = "This job is already closed.";

/** A job's state refuses what was asked (409). */
export class JobStateError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

/** Why the job cannot be closed now, in the owner's words; null when it can. */
export function closeRefusal(job: JobRecords): string | null {
  if (job.estimate.closedAt) return ALREADY_CLOSED;
  if (!job.estimate.completedAt) return NOT_COMPLETE;
  const owed = toCents(job.balance);
  if (owed > 0)
    return `${formatMoney(job.balance)} is still owed on this job. It can be closed once it is paid.`;
  const draft = job.invoices.find((invoice) => invoice.status === "draft");
  if (draft) return "An invoice of this job is still a draft. Send or delete it before closing the job.";
  const open = job.invoices.find((invoice) => ["sent", "viewed", "partially_paid"].includes(invoice.status));
  if (open) return `Invoice ${open.number} is still open. Close the job once it is paid or voided.`;
  const waiting = job.changeOrders.find(({ order }) => ["sent", "viewed"].includes(order.status));
  if (waiting)
    return `Change order ${changeOrderNumber(waiting.order.number)} is waiting for the customer's answer. Close the job once it is approved, declined or expired.`;
  return null;
}

/** That estimate `id` is a job: "Job not found" (404) otherwise. */
export async function assertJob(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.id, id), isJobSql));
  if (!row) throw notFound(JOB_NOT_FOUND);
}

/** The same, holding the job's estimate row until the transaction ends (the lock completion takes too). */
export async function lockJob(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.id, id), isJobSql))
    .for("update");
  if (!row) throw notFound(JOB_NOT_FOUND);
}

export async function markClosed(db: Db, id: number): Promise<void> {
  await db
    .update(estimates)
    .set({ closedAt: sql`now()` })
    .where(eq(estimates.id, id));
}

/**
 * The visit a completed job's review request is about: its latest booking with a visit that took place (not
 * cancelled). None when the job has no such visit, or when one of its visits was already asked about: a job
 * asks once.
 */
export async function bookingToReview(
  db: Db,
  id: number,
): Promise<{ bookingId: number; customerId: number } | undefined> {
  const [asked] = await db
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .innerJoin(bookings, eq(bookings.id, reviewRequests.bookingId))
    .where(eq(bookings.estimateId, id))
    .limit(1);
  if (asked) return undefined;
  const [latest] = await db
    .select({ bookingId: bookings.id, customerId: bookings.customerId })
    .from(bookings)
    .innerJoin(appointments, eq(appointments.bookingId, bookings.id))
    .where(and(eq(bookings.estimateId, id), sql`${appointments.status} <> 'cancelled'`))
    .orderBy(desc(appointments.date), desc(appointments.time), desc(bookings.id))
    .limit(1);
  return latest;
}
