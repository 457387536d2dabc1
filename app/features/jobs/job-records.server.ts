/**
 * Everything recorded about one job (docs/jobs.md): its estimate and signature, its figures, its visits,
 * change orders, invoices, payments, refunds, payment reminders and review requests. Eight queries for any
 * job; the job's page, the customer's and the timeline are made from what they read.
 */
import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import type { Db } from "~db/client.server";
import {
  appointments,
  bookings,
  changeOrders,
  estimateApprovals,
  estimates,
  invoiceReminders,
  invoices,
  payments,
  refunds,
  reviewRequests,
} from "~db/schema";
import { contractPartsSql, isJobSql, jobFiguresSql, jobStageSql } from "./job-figures.server";

/** The payments a job lists: money received or on its way (a bank payment processing), not checkouts left. */
const LISTED_PAYMENT_STATUSES = ["processing", "succeeded", "refund_pending", "refunded"];

/** The estimate of a job, with where it stands and its figures; undefined when `id` is not a job. */
async function jobHead(db: Db, id: number, today: string) {
  const [head] = await db
    .select({
      estimate: estimates,
      stage: jobStageSql(today),
      ...jobFiguresSql,
      ...contractPartsSql,
      signedName: estimateApprovals.signedName,
      signedAt: estimateApprovals.signedAt,
    })
    .from(estimates)
    .leftJoin(estimateApprovals, eq(estimateApprovals.id, estimates.approvalId))
    .where(and(eq(estimates.id, id), isJobSql));
  return head;
}

/** The job's visits: its bookings' appointments, in the order they take place. */
const visitsOf = async (db: Db, id: number) => {
  const rows = await db
    .select({ appointment: appointments, booking: bookings })
    .from(bookings)
    .innerJoin(appointments, eq(appointments.bookingId, bookings.id))
    .where(eq(bookings.estimateId, id))
    .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id));
  return rows.map(({ appointment, booking }) => ({
    bookingId: booking.id,
    appointmentId: appointment.id,
    date: appointment.date,
    time: appointment.time,
    status: appointment.status,
    changeOrderId: booking.changeOrderId,
    address: booking.address,
    createdAt: appointment.createdAt,
    updatedAt: appointment.updatedAt,
    completedAt: appointment.completedAt,
    startedAt: booking.startedAt,
    onMyWayAt: booking.onMyWayAt,
  }));
};

/** Its change orders, every status, numbered order, with the number of the invoice billing each (not voided). */
const changeOrdersOf = (db: Db, id: number) =>
  db
    .select({ order: changeOrders, invoiceNumber: invoices.number })
    .from(changeOrders)
    .leftJoin(invoices, and(eq(invoices.id, changeOrders.invoiceId), ne(invoices.status, "void")))
    .where(eq(changeOrders.estimateId, id))
    .orderBy(asc(changeOrders.number));

const invoicesOf = (db: Db, id: number) =>
  db.select().from(invoices).where(eq(invoices.estimateId, id)).orderBy(asc(invoices.id));

/** The deposit's payments and the job's invoices' payments. */
const paymentsWhere = (id: number) => or(eq(payments.estimateId, id), eq(invoices.estimateId, id));

const paymentsOf = (db: Db, id: number) =>
  db
    .select({ payment: payments, invoiceNumber: invoices.number })
    .from(payments)
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(paymentsWhere(id), inArray(payments.status, LISTED_PAYMENT_STATUSES)))
    .orderBy(asc(payments.paidAt), asc(payments.id));

const refundsOf = (db: Db, id: number) =>
  db
    .select({ refund: refunds, method: payments.method })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(paymentsWhere(id))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));

const remindersOf = (db: Db, id: number) =>
  db
    .select({
      offsetDays: invoiceReminders.offsetDays,
      at: invoiceReminders.queuedAt,
      number: invoices.number,
    })
    .from(invoiceReminders)
    .innerJoin(invoices, eq(invoices.id, invoiceReminders.invoiceId))
    .where(eq(invoices.estimateId, id))
    .orderBy(asc(invoiceReminders.queuedAt), asc(invoices.id), asc(invoiceReminders.offsetDays));

const reviewRequestsOf = (db: Db, id: number) =>
  db
    .select({ id: reviewRequests.id, bookingId: reviewRequests.bookingId, sentAt: reviewRequests.sentAt })
    .from(reviewRequests)
    .innerJoin(bookings, eq(bookings.id, reviewRequests.bookingId))
    .where(eq(bookings.estimateId, id))
    .orderBy(asc(reviewRequests.id));

type Reads = readonly (() => PromiseLike<unknown>)[];

/** Runs `reads` side by side, or one after another in a transaction (which holds one connection). */
async function readAll<T extends Reads>(
  reads: T,
  inTurn: boolean,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  if (inTurn) for (const read of reads) results.push(await read());
  else results.push(...(await Promise.all(reads.map((read) => read()))));
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

/**
 * What is recorded of the job of estimate `id` at `now`; undefined when the estimate is not a job. In a
 * transaction, say so (`inTransaction`): its reads then go one after another.
 */
export async function jobRecords(db: Db, id: number, now = new Date(), { inTransaction = false } = {}) {
  const today = businessToday(now);
  const head = await jobHead(db, id, today);
  if (!head) return undefined;
  const [visits, orders, jobInvoices, jobPayments, jobRefunds, reminders, reviews] = await readAll(
    [
      () => visitsOf(db, id),
      () => changeOrdersOf(db, id),
      () => invoicesOf(db, id),
      () => paymentsOf(db, id),
      () => refundsOf(db, id),
      () => remindersOf(db, id),
      () => reviewRequestsOf(db, id),
    ] as const,
    inTransaction,
  );
  return {
    ...head,
    today,
    now,
    visits,
    changeOrders: orders,
    invoices: jobInvoices,
    payments: jobPayments,
    refunds: jobRefunds,
    reminders,
    reviewRequests: reviews,
  };
}

export type JobRecords = NonNullable<Awaited<ReturnType<typeof jobRecords>>>;
