/**
 * A job as the API answers it (docs/jobs.md): the work an approved estimate started, with its money. Amounts
 * are decimal strings, dates yyyy-MM-dd, instants ISO. Client-safe.
 *
 * contractTotal = the approved estimate (its chosen options) + the approved change orders (a credit is
 * negative); invoiced = what its invoices (not voided) bill after their credits, with the deposit asked on
 * approval; paid = the deposit and the invoices' payments, net of refunds; balance = contractTotal - paid.
 */
import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { CHANGE_ORDER_BILLINGS, CHANGE_ORDER_STATUSES, INVOICE_STATUSES, JOB_STAGES } from "~/lib/vocabulary";

const jobFigures = {
  contractTotal: z.string(),
  invoiced: z.string(),
  paid: z.string(),
  balance: z.string(),
};

export const jobListItem = z.object({
  estimateId: z.number(),
  /** The estimate's number. */
  number: z.number(),
  title: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  status: z.enum(JOB_STAGES),
  ...jobFigures,
});
export type JobListItem = z.infer<typeof jobListItem>;

export const jobVisitView = z.object({
  bookingId: z.number(),
  appointmentId: z.number(),
  date: z.string(),
  time: z.string(),
  status: z.string(),
  /** The change order that added it, or null for the estimate's own visits. */
  changeOrderId: z.number().nullable(),
  /** When the owner marked it started, and sent "on my way" (docs/today.md). */
  startedAt: timestamp.nullable(),
  onMyWayAt: timestamp.nullable(),
});

export const jobChangeOrderView = z.object({
  id: z.number(),
  number: z.string(),
  title: z.string(),
  status: z.enum(CHANGE_ORDER_STATUSES),
  billing: z.enum(CHANGE_ORDER_BILLINGS),
  total: z.string(),
  daysAdded: z.number(),
  sentAt: timestamp.nullable(),
  decidedAt: timestamp.nullable(),
  invoiceNumber: z.string().nullable(),
});

export const jobInvoiceView = z.object({
  id: z.number(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  total: z.string(),
  amountPaid: z.string(),
  balance: z.string(),
  dueDate: z.string().nullable(),
});

export const jobPaymentView = z.object({
  id: z.number(),
  /** What it paid: "Deposit for estimate #12" or "Invoice INV-2026-0003". */
  description: z.string(),
  amount: z.string(),
  refunded: z.string(),
  method: z.string().nullable(),
  status: z.string(),
  paidAt: timestamp.nullable(),
});

export const jobRefundView = z.object({
  id: z.number(),
  paymentId: z.number(),
  amount: z.string(),
  status: z.string(),
  at: timestamp,
});

/**
 * One thing that happened to the job, from its records: `kind` is a stable code ("estimate.sent",
 * "estimate.signed", "payment.received", "visit.completed", "change_order.approved", "invoice.reminder", ...),
 * `text` how the back office reads it.
 */
export const jobEventView = z.object({ at: timestamp, kind: z.string(), text: z.string() });
export type JobEventView = z.infer<typeof jobEventView>;

export const jobView = z.object({
  estimateId: z.number(),
  number: z.number(),
  title: z.string(),
  status: z.enum(JOB_STAGES),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string(), phone: z.string() }),
  /** The quote request's address, or "" when the estimate was written without one. */
  address: z.string(),
  /** The approved estimate's total (its chosen options). */
  approvedTotal: z.string(),
  /** The approved change orders' sum (negative when they credit more than they add). */
  changeOrdersTotal: z.string(),
  ...jobFigures,
  completedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  visits: z.array(jobVisitView),
  changeOrders: z.array(jobChangeOrderView),
  invoices: z.array(jobInvoiceView),
  payments: z.array(jobPaymentView),
  refunds: z.array(jobRefundView),
  timeline: z.array(jobEventView),
});
export type JobView = z.infer<typeof jobView>;

/** The job in My Projects: the money, the visits, what the customer has to answer or pay (with its link). */
export const customerJobView = z.object({
  estimateId: z.number(),
  number: z.number(),
  title: z.string(),
  status: z.enum(JOB_STAGES),
  ...jobFigures,
  visits: z.array(
    jobVisitView.omit({ bookingId: true, changeOrderId: true, startedAt: true, onMyWayAt: true }),
  ),
  changeOrders: z.array(
    jobChangeOrderView.pick({ number: true, title: true, status: true, total: true }).extend({
      /** `/change-orders/{token}` while it waits for an answer, else null. */
      url: z.string().nullable(),
    }),
  ),
  invoices: z.array(
    jobInvoiceView
      .pick({ number: true, status: true, overdue: true, total: true, balance: true, dueDate: true })
      .extend({
        url: z.string(),
      }),
  ),
});
export type CustomerJobView = z.infer<typeof customerJobView>;
