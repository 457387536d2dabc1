/**
 * Which job or visit a request names, and what the notes, photos and publishing need to know of it: its
 * customer, a title, and whether its work is complete (docs/job-media.md). A job is an approved estimate; a
 * visit is a booking. A visit of a job is the job's: its notes and photos go with the job, where the customer
 * sees them.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import { JOB_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { appointments, bookings, estimates } from "~db/schema";
import { isJob, type MediaOwner } from "./media-owner";
import { CONSENT_ANCHOR } from "./media-posts";

export const JOB_NOT_FOUND = "Job not found";
export const VISIT_NOT_FOUND = "Visit not found";
export const JOB_NOT_COMPLETE = "Only a completed job can be published: mark the job complete first.";
export const VISIT_NOT_COMPLETE = "Only a completed visit can be published: complete the visit first.";

export interface OwnerFacts {
  owner: MediaOwner;
  /** The job's title, or the visit's services. */
  title: string;
  customer: { name: string; email: string };
  /** The business date its work was completed (a job marked complete, a visit whose services are done). */
  completedOn: string | null;
}

/** The job or visit `requested` names, as OwnerFacts; none (or an estimate that is not a job): 404. */
export async function resolveOwner(db: Db, requested: MediaOwner): Promise<OwnerFacts> {
  if (isJob(requested)) {
    const job = await jobFacts(db, requested.estimateId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return job;
  }
  const [booking] = await db
    .select({ id: bookings.id, estimateId: bookings.estimateId, date: bookings.date })
    .from(bookings)
    .where(eq(bookings.id, requested.bookingId));
  if (!booking) throw notFound(VISIT_NOT_FOUND);
  if (booking.estimateId !== null) {
    const job = await jobFacts(db, booking.estimateId);
    if (job) return job;
  }
  const lines = await db
    .select({
      name: appointments.name,
      email: appointments.email,
      service: appointments.serviceName,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.bookingId, booking.id))
    .orderBy(asc(appointments.id));
  const first = lines[0];
  if (!first) throw notFound(VISIT_NOT_FOUND);
  const held = lines.filter((line) => line.status !== "cancelled");
  const complete = held.length > 0 && held.every((line) => line.status === "completed");
  const today = businessToday();
  return {
    owner: { bookingId: booking.id },
    title: [...new Set(lines.map((line) => line.service))].join(", "),
    customer: { name: first.name, email: first.email.toLowerCase() },
    // A visit completed ahead of its day (marked early) is dated today: a project is never dated ahead.
    completedOn: complete ? (booking.date <= today ? booking.date : today) : null,
  };
}

async function jobFacts(db: Db, estimateId: number): Promise<OwnerFacts | undefined> {
  const [job] = await db
    .select({
      id: estimates.id,
      title: estimates.title,
      name: estimates.customerName,
      email: estimates.customerEmail,
      completedAt: estimates.completedAt,
    })
    .from(estimates)
    .where(and(eq(estimates.id, estimateId), inArray(estimates.status, [...JOB_STATUSES])));
  if (!job) return undefined;
  return {
    owner: { estimateId: job.id },
    title: job.title,
    customer: { name: job.name, email: job.email },
    completedOn: job.completedAt ? businessToday(job.completedAt) : null,
  };
}

/** Publishing needs the work complete: 409 saying so otherwise. */
export function assertComplete(facts: OwnerFacts): string {
  if (facts.completedOn) return facts.completedOn;
  throw new DomainError("conflict", isJob(facts.owner) ? JOB_NOT_COMPLETE : VISIT_NOT_COMPLETE);
}

/** Why the owner cannot publish yet, or null. */
export const publishRefusal = (facts: OwnerFacts) =>
  facts.completedOn ? null : isJob(facts.owner) ? JOB_NOT_COMPLETE : VISIT_NOT_COMPLETE;

/** Whether `email` is the customer of the job or visit (estimates and visits are theirs by address). */
export const isCustomerOf = (facts: OwnerFacts, email: string) =>
  facts.customer.email.toLowerCase() === email.trim().toLowerCase();

/**
 * The customer's page of the job or visit in My Projects, at its consent box: the job's page, or the page of
 * the visit's first service (`/my-projects/{appointmentId}`, which signs them in first with `?action=`).
 */
export async function consentPagePath(db: Db, owner: MediaOwner): Promise<string> {
  if (isJob(owner)) return `/my-projects/jobs/${owner.estimateId}#${CONSENT_ANCHOR}`;
  const [first] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.bookingId, owner.bookingId))
    .orderBy(asc(appointments.id))
    .limit(1);
  return `/my-projects/${first?.id ?? ""}?action=${CONSENT_ANCHOR}#${CONSENT_ANCHOR}`;
}
