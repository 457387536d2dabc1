/**
 * A job as the back office reads it (docs/jobs.md, `jobView`): its figures, visits, change orders, invoices,
 * payments, refunds and timeline, all from its records (job-records.server.ts).
 */
import { fromCents, toCents } from "~/lib/deposit";
import type { ChangeOrderBilling, ChangeOrderStatus, InvoiceStatus } from "~/lib/vocabulary";
import { changeOrderNumber } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { jobRecords, type JobRecords } from "./job-records.server";
import { jobTimeline } from "./job-timeline.server";
import type { JobView } from "./job-view";

export const JOB_NOT_FOUND = "Job not found";

type InvoiceRow = JobRecords["invoices"][number];

/** What is left to pay of an invoice (the invoices' balance: total - credited - paid); none once voided. */
export const invoiceBalanceCents = (invoice: InvoiceRow) =>
  invoice.status === "void"
    ? 0
    : Math.max(0, toCents(invoice.total) - toCents(invoice.credited) - toCents(invoice.amountPaid));

/** Sent and not fully paid, past its due date (the invoices' rule, overdueSql: business time). */
export const isInvoiceOverdue = (invoice: InvoiceRow, today: string) =>
  ["sent", "viewed", "partially_paid"].includes(invoice.status) &&
  invoice.dueDate !== null &&
  invoice.dueDate < today;

/** The job's invoice as its page lists it. */
export function invoiceItem(invoice: InvoiceRow, today: string) {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status as InvoiceStatus,
    overdue: isInvoiceOverdue(invoice, today),
    total: invoice.total,
    amountPaid: invoice.amountPaid,
    balance: fromCents(invoiceBalanceCents(invoice)),
    dueDate: invoice.dueDate,
  };
}

/** "Deposit for estimate #12", "Invoice INV-2026-0003". */
function paymentDescription(job: JobRecords, invoiceNumber: string | null, invoiceId: number | null) {
  if (invoiceId === null) return `Deposit for estimate #${job.estimate.number}`;
  return invoiceNumber ? `Invoice ${invoiceNumber}` : "Draft invoice";
}

/** The view of the records read. */
export function jobViewOf(job: JobRecords): JobView {
  const { estimate } = job;
  return {
    estimateId: estimate.id,
    number: estimate.number,
    title: estimate.title,
    status: job.stage,
    customer: {
      id: estimate.customerId,
      name: estimate.customerName,
      email: estimate.customerEmail,
      phone: estimate.customerPhone,
    },
    // Quote requests take no address: the visits carry the one the customer gave.
    address: job.visits.find((visit) => visit.address !== "")?.address ?? "",
    approvedTotal: job.approvedTotal,
    changeOrdersTotal: job.changeOrdersTotal,
    contractTotal: job.contractTotal,
    invoiced: job.invoiced,
    paid: job.paid,
    balance: job.balance,
    completedAt: estimate.completedAt?.toISOString() ?? null,
    closedAt: estimate.closedAt?.toISOString() ?? null,
    visits: job.visits.map(({ bookingId, appointmentId, date, time, status, changeOrderId, ...onSite }) => ({
      bookingId,
      appointmentId,
      date,
      time,
      status,
      changeOrderId,
      startedAt: onSite.startedAt?.toISOString() ?? null,
      onMyWayAt: onSite.onMyWayAt?.toISOString() ?? null,
    })),
    changeOrders: job.changeOrders.map(({ order, invoiceNumber }) => ({
      id: order.id,
      number: changeOrderNumber(order.number),
      title: order.title,
      status: order.status as ChangeOrderStatus,
      billing: order.billing as ChangeOrderBilling,
      total: order.total,
      daysAdded: order.daysAdded,
      sentAt: order.sentAt?.toISOString() ?? null,
      decidedAt: order.decidedAt?.toISOString() ?? null,
      // A voided invoice no longer bills it.
      invoiceNumber,
    })),
    invoices: job.invoices.map((invoice) => invoiceItem(invoice, job.today)),
    payments: job.payments.map(({ payment, invoiceNumber }) => ({
      id: payment.id,
      description: paymentDescription(job, invoiceNumber, payment.invoiceId),
      amount: payment.amount,
      refunded: payment.refundedAmount,
      method: payment.method,
      status: payment.status,
      paidAt: payment.paidAt?.toISOString() ?? null,
    })),
    refunds: job.refunds.map(({ refund }) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      amount: refund.amount,
      status: refund.status,
      // When it went through (or failed); when it was asked while still pending.
      at: (refund.status === "pending" ? refund.createdAt : refund.updatedAt).toISOString(),
    })),
    timeline: jobTimeline(job),
  };
}

/** The job of estimate `id`; undefined when the estimate is not a job. */
export async function loadJob(db: Db, id: number, now = new Date()): Promise<JobView | undefined> {
  const job = await jobRecords(db, id, now);
  return job && jobViewOf(job);
}
