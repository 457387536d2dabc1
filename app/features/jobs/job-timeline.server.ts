/**
 * A job's timeline (docs/jobs.md): what happened to it, read from its records (nothing is written for it),
 * each event once, oldest first. Events at the same instant keep the order of a job's life (KINDS), then the
 * order of their records.
 */
import { businessInstant, formatWeekdayDate, formatTime12h } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { isPaidStatus, PAYMENT_METHOD_NAMES, type PaymentMethod } from "~/lib/vocabulary";
import { changeOrderNumber } from "~/lib/vocabulary";
import type { JobRecords } from "./job-records.server";
import type { JobEventView } from "./job-view";

/** Every kind of event, in the order a job lives them: the tie-break of events at one instant. */
export const JOB_EVENT_KINDS = [
  "estimate.sent",
  "estimate.viewed",
  "estimate.signed",
  "deposit.paid",
  "visit.scheduled",
  "visit.started",
  "visit.completed",
  "visit.cancelled",
  "change_order.sent",
  "change_order.viewed",
  "change_order.approved",
  "change_order.declined",
  "invoice.sent",
  "invoice.viewed",
  "invoice.reminder",
  "payment.received",
  "invoice.paid",
  "invoice.voided",
  "refund.given",
  "job.completed",
  "review.requested",
  "job.closed",
] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];

interface Event {
  at: Date;
  kind: JobEventKind;
  text: string;
  /** The record's id: the last tie-break. */
  seq: number;
}

/** " (card)", or nothing when the method was not reported. */
const by = (method: string | null) => (method ? ` (${PAYMENT_METHOD_NAMES[method as PaymentMethod]})` : "");

const invoiceName = (number: string | null) => number ?? "(draft)";

function reminderWhen(offsetDays: number): string {
  if (offsetDays === 0) return "due today";
  const days = `${Math.abs(offsetDays)} day${Math.abs(offsetDays) === 1 ? "" : "s"}`;
  return offsetDays < 0 ? `${days} before its due date` : `${days} past due`;
}

/** A document sent to the customer (an estimate, a change order, an invoice), and opened by them. */
function sentAndViewed(
  document: "estimate" | "change_order" | "invoice",
  name: string,
  { sentAt, viewedAt }: { sentAt: Date | null; viewedAt: Date | null },
  seq: number,
): Event[] {
  const events: Event[] = [];
  if (sentAt) events.push({ at: sentAt, kind: `${document}.sent`, text: `${name} sent`, seq });
  if (viewedAt)
    events.push({ at: viewedAt, kind: `${document}.viewed`, text: `${name} viewed by the customer`, seq });
  return events;
}

function estimateEvents(job: JobRecords): Event[] {
  const { estimate } = job;
  const name = `Estimate #${estimate.number}`;
  const events: Array<Event | false> = [
    ...sentAndViewed("estimate", name, estimate, 0),
    !!job.signedAt && {
      at: job.signedAt,
      kind: "estimate.signed",
      text: `${name} signed by ${job.signedName}`,
      seq: 0,
    },
    !!estimate.completedAt && {
      at: estimate.completedAt,
      kind: "job.completed",
      text: "Job marked complete",
      seq: 0,
    },
    !!estimate.closedAt && { at: estimate.closedAt, kind: "job.closed", text: "Job closed", seq: 0 },
  ];
  return events.filter((event): event is Event => event !== false);
}

function visitEvents(job: JobRecords): Event[] {
  const orderNumber = new Map(job.changeOrders.map(({ order }) => [order.id, order.number]));
  return job.visits.flatMap((visit) => {
    const day = `${formatWeekdayDate(visit.date)} at ${formatTime12h(visit.time)}`;
    const number = visit.changeOrderId === null ? undefined : orderNumber.get(visit.changeOrderId);
    const of = number === undefined ? "" : ` for change order ${changeOrderNumber(number)}`;
    const seq = visit.appointmentId;
    const start = businessInstant(visit.date, visit.time);
    const events: Event[] = [
      { at: visit.createdAt, kind: "visit.scheduled", text: `Visit scheduled${of}: ${day}`, seq },
    ];
    // When the owner marked it started on site (docs/today.md); else its start, once its time has come.
    const started = visit.startedAt ?? (visit.status !== "cancelled" && start <= job.now ? start : null);
    if (started) events.push({ at: started, kind: "visit.started", text: `Visit started: ${day}`, seq });
    if (visit.status === "completed" && visit.completedAt)
      events.push({ at: visit.completedAt, kind: "visit.completed", text: `Visit completed: ${day}`, seq });
    // An appointment keeps no instant of its cancellation: its last change is it.
    if (visit.status === "cancelled")
      events.push({ at: visit.updatedAt, kind: "visit.cancelled", text: `Visit cancelled: ${day}`, seq });
    return events;
  });
}

function changeOrderEvents(job: JobRecords): Event[] {
  return job.changeOrders.flatMap(({ order }) => {
    const name = `Change order ${changeOrderNumber(order.number)}`;
    const seq = order.id;
    const events = sentAndViewed("change_order", name, order, seq);
    if (order.decidedAt && order.status === "approved")
      events.push({
        at: order.decidedAt,
        kind: "change_order.approved",
        text: `${name} approved by ${order.signedName}`,
        seq,
      });
    if (order.decidedAt && order.status === "declined")
      events.push({ at: order.decidedAt, kind: "change_order.declined", text: `${name} declined`, seq });
    return events;
  });
}

function invoiceEvents(job: JobRecords): Event[] {
  const invoiceEvents = job.invoices.flatMap((invoice) => {
    const name = `Invoice ${invoiceName(invoice.number)}`;
    const seq = invoice.id;
    const events = sentAndViewed("invoice", name, invoice, seq);
    if (invoice.status === "paid") {
      // Paid by its last payment, or at once when its credits covered it.
      const paidAt = job.payments
        .filter(({ payment }) => payment.invoiceId === invoice.id && payment.status === "succeeded")
        .map(({ payment }) => payment.paidAt)
        .reduce<Date | null>((last, at) => (at && (!last || at > last) ? at : last), null);
      const at = paidAt ?? invoice.sentAt;
      if (at) events.push({ at, kind: "invoice.paid", text: `${name} paid in full`, seq });
    }
    if (invoice.voidedAt)
      events.push({ at: invoice.voidedAt, kind: "invoice.voided", text: `${name} voided`, seq });
    return events;
  });
  const reminders = job.reminders.map((reminder, index): Event => ({
    at: reminder.at,
    kind: "invoice.reminder",
    text: `Payment reminder sent for ${invoiceName(reminder.number)} (${reminderWhen(reminder.offsetDays)})`,
    seq: index,
  }));
  return [...invoiceEvents, ...reminders];
}

/** Money in (the deposit, the invoices' payments) and back (the refunds that went through). */
function moneyEvents(job: JobRecords): Event[] {
  const payments = job.payments.flatMap(({ payment, invoiceNumber }): Event[] => {
    if (!payment.paidAt || !isPaidStatus(payment.status)) return [];
    const amount = formatMoney(payment.amount);
    const { paidAt: at, id: seq } = payment;
    if (payment.invoiceId === null)
      return [{ at, kind: "deposit.paid", text: `Deposit of ${amount} paid${by(payment.method)}`, seq }];
    const text = `Payment of ${amount} received${by(payment.method)} for ${invoiceName(invoiceNumber)}`;
    return [{ at, kind: "payment.received", text, seq }];
  });
  const refunds = job.refunds
    .filter(({ refund }) => refund.status === "succeeded")
    .map(({ refund, method }): Event => ({
      at: refund.updatedAt,
      kind: "refund.given",
      text: `Refund of ${formatMoney(refund.amount)} given${by(method)}`,
      seq: refund.id,
    }));
  return [...payments, ...refunds];
}

/** The review requests of the job's visits, once their mail was queued. */
const reviewEvents = (job: JobRecords): Event[] =>
  job.reviewRequests.flatMap(({ id, sentAt }): Event[] =>
    sentAt ? [{ at: sentAt, kind: "review.requested", text: "Review requested", seq: id }] : [],
  );

const rank = (kind: JobEventKind) => JOB_EVENT_KINDS.indexOf(kind);

/** The job's events, oldest first. */
export function jobTimeline(job: JobRecords): JobEventView[] {
  return [
    ...estimateEvents(job),
    ...visitEvents(job),
    ...changeOrderEvents(job),
    ...invoiceEvents(job),
    ...moneyEvents(job),
    ...reviewEvents(job),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a.kind) - rank(b.kind) || a.seq - b.seq)
    .map(({ at, kind, text }) => ({ at: at.toISOString(), kind, text }));
}
