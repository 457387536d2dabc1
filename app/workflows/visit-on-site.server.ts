/**
 * What the owner does at a visit (docs/today.md): tells the customer they are on the way (by mail, once per
 * visit), marks the visit started, and completes it through the appointments' lifecycle as the Appointments
 * section does, so the review request follows as it does from there; the job's last visit still to do also
 * completes the job as its page's "Mark complete" does (the completion invoice, the review request).
 */
import { and, eq } from "drizzle-orm";
import { setAppointmentStatus } from "~/features/appointments/admin-appointments.server";
import { isJobSql } from "~/features/jobs/job-figures.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import { queueCustomerText } from "~/features/texts/queue-text.server";
import type { VisitStep } from "~/features/today/today-view";
import { onMyWaySentence, stepTime } from "~/features/today/visit-status";
import {
  claimOnMyWay,
  lockBooking,
  markStarted,
  notToDo,
  openVisitsOfJob,
  VISIT_NOT_FOUND,
  visitState,
  VisitStateError,
} from "~/features/today/visit-steps.server";
import { isOpen, type AppointmentStatus } from "~/lib/appointment-lifecycle";
import { DomainError, notFound } from "~/lib/domain-error";
import { customerMail } from "~/lib/mail/customer-mail.server";
import type { JobPayloads } from "~/lib/queue/job-catalog";
import type { Db } from "~db/client.server";
import { appointments, bookings, estimates, users } from "~db/schema";
import type { MailJobDeps } from "./booking-confirmation.server";
import type { EstimateFlowDeps } from "./estimate-notices.server";
import { finishJob } from "./job-close.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";
import { queueMail } from "./queue-mail.server";

type QueueDeps = Pick<PaymentFlowDeps, "db" | "jobs" | "logger">;

/** The 409 of a second "on my way": when the first one was sent. */
export const alreadySentMessage = (sentAt: Date, visitDate: string) =>
  `On my way was already sent at ${stepTime(sentAt.toISOString(), visitDate)}.`;

/**
 * "On my way", `minutes` out, from the signed-in admin (`userId`): stamped once per visit by a conditional
 * update, so two presses at once queue one mail; the mail goes through the queue and the answer does not
 * wait for it. Again: a 409 with the first `sentAt`. A visit no longer to do: 409.
 */
export async function sendOnMyWay(
  deps: QueueDeps,
  bookingId: number,
  minutes: number,
  sender: { userId: string },
  now = new Date(),
): Promise<{ sentAt: Date }> {
  const sentAt = await claimOnMyWay(deps.db, bookingId, minutes, now);
  if (!sentAt) {
    const visit = await visitState(deps.db, bookingId);
    if (!visit) throw notFound(VISIT_NOT_FOUND);
    if (visit.onMyWayAt) {
      throw new VisitStateError(alreadySentMessage(visit.onMyWayAt, visit.date), {
        sentAt: visit.onMyWayAt.toISOString(),
      });
    }
    throw notToDo(visit.status);
  }
  await queueMail(deps, "mail.on-my-way", { bookingId, userId: sender.userId }, `on-my-way:${bookingId}`, {
    record: "visit",
    ids: { bookingId },
  });
  await textOnMyWay(deps, bookingId, sender.userId);
  return { sentAt };
}

/**
 * The same words by text, to a customer who asked for texts (never held for quiet hours: see
 * docs/texts.md). Queued after the stamp, so it goes once; a text that cannot be queued leaves the mail be.
 */
async function textOnMyWay(deps: QueueDeps, bookingId: number, userId: string) {
  try {
    const message = await onMyWayMessage(deps.db, { bookingId, userId });
    const [booking] = await deps.db
      .select({ customerId: bookings.customerId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!message || !booking) return;
    await queueCustomerText(deps.db, {
      customerId: booking.customerId,
      kind: "on_my_way",
      body: message.text,
      dedupeKey: `on-my-way:${bookingId}`,
    });
  } catch (err) {
    deps.logger.error({ err, bookingId }, "on my way text could not be queued");
  }
}

/**
 * The customer's "on my way" as the mail says it (and a text will): who to tell, and the words, from the
 * visit's stamp, the admin's first name and the business's name. Undefined when nobody is left to tell (the
 * booking deleted or cancelled meanwhile, or never stamped).
 */
export async function onMyWayMessage(db: Db, { bookingId, userId }: JobPayloads["mail.on-my-way"]) {
  const visit = await visitState(db, bookingId);
  if (!visit || visit.status === "cancelled") return undefined;
  const [booking] = await db
    .select({ minutes: bookings.onMyWayMinutes, sentAt: bookings.onMyWayAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.minutes || !booking.sentAt) return undefined;
  const [customer] = await db
    .select({ name: appointments.name, email: appointments.email, phone: appointments.phone })
    .from(appointments)
    .where(eq(appointments.id, visit.lines[0]!.id));
  const [sender] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  const settings = await getBusinessSettings(db);
  const business = {
    name: settings?.businessName ?? "",
    phone: settings?.phone ?? "",
    email: settings?.email ?? "",
  };
  const text = onMyWaySentence({
    firstName: sender?.firstName ?? null,
    businessName: business.name,
    minutes: booking.minutes,
  });
  return { customer: customer!, business, text, sentAt: booking.sentAt, minutes: booking.minutes };
}

/**
 * The job: the mail, its subject and its body the same words; none once the minutes it announced have
 * passed (a mail that could not go out in time would only confuse).
 */
export async function sendOnMyWayMail(
  deps: MailJobDeps,
  job: JobPayloads["mail.on-my-way"],
  now = new Date(),
) {
  const message = await onMyWayMessage(deps.db, job);
  if (!message) return;
  const arrival = message.sentAt.getTime() + message.minutes * 60_000;
  if (now.getTime() > arrival) {
    deps.logger.warn(
      { bookingId: job.bookingId },
      "on my way mail not sent: the minutes it said have passed",
    );
    return;
  }
  await deps.mailer.send(customerMail(message.customer, message.business, message.text, [message.text]));
}

/** The visit's state after a step, as the API answers it. */
async function stepView(db: Db, bookingId: number, jobCompleted = false): Promise<VisitStep> {
  const visit = await visitState(db, bookingId);
  if (!visit) throw notFound(VISIT_NOT_FOUND);
  return {
    bookingId,
    status: visit.status,
    startedAt: visit.startedAt?.toISOString() ?? null,
    jobCompleted,
  };
}

/** Marks the visit started; a second start keeps the first instant. Cancelled or completed: 409. */
export async function startVisit(deps: Pick<PaymentFlowDeps, "db">, bookingId: number, now = new Date()) {
  const startedAt = await markStarted(deps.db, bookingId, now);
  if (!startedAt) {
    const visit = await visitState(deps.db, bookingId);
    if (!visit) throw notFound(VISIT_NOT_FOUND);
    throw notToDo(visit.status);
  }
  return stepView(deps.db, bookingId);
}

/** Inside the transaction: the job's estimate row, locked; whether it is a job not yet marked complete. */
async function lockOpenJob(tx: Db, estimateId: number) {
  const [job] = await tx
    .select({ completedAt: estimates.completedAt })
    .from(estimates)
    .where(and(eq(estimates.id, estimateId), isJobSql))
    .for("update");
  return job !== undefined && job.completedAt === null;
}

/**
 * Completes the visit: each of its appointments still to do is marked completed by the admin's lifecycle
 * path (setAppointmentStatus, the Appointments section's), so its review request goes the next morning.
 * When that leaves the visit's job nothing still to do, the job is completed as its page's "Mark complete"
 * does (finishJob: the completion invoice and the review request). The booking, then the job, are locked
 * meanwhile, so of two last visits completed at once exactly one completes the job. A visit completed
 * already: nothing changes (200); cancelled: 409.
 */
export async function completeVisit(deps: EstimateFlowDeps, bookingId: number): Promise<VisitStep> {
  const jobToFinish = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const jobOpen = booking.estimateId !== null && (await lockOpenJob(tx, booking.estimateId));
    const visit = await visitState(tx, bookingId);
    if (!visit) throw notFound(VISIT_NOT_FOUND);
    if (visit.status === "cancelled") throw notToDo("cancelled");
    const toDo = visit.lines.filter((line) => isOpen(line.status as AppointmentStatus));
    for (const line of toDo) await setAppointmentStatus(tx, line.id, "completed");
    const last = jobOpen && toDo.length > 0 && (await openVisitsOfJob(tx, booking.estimateId!)) === 0;
    return last ? booking.estimateId : null;
  });
  let jobCompleted = false;
  if (jobToFinish !== null) {
    try {
      await finishJob(deps, jobToFinish);
      jobCompleted = true;
    } catch (error) {
      // Marked complete meanwhile (the job's page, another visit): the job is complete either way.
      if (!(error instanceof DomainError && error.code === "conflict")) throw error;
    }
  }
  return stepView(deps.db, bookingId, jobCompleted);
}
