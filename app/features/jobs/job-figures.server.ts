/**
 * What a job is, where it stands and what it is worth (docs/jobs.md), as SQL over the `estimates` row of the
 * query: the list, the job's page, My Projects and the closing check all read these same expressions, in one
 * query whatever the number of jobs.
 */
import { getTableName, inArray, sql, type Column, type SQL } from "drizzle-orm";
import type { JobStage } from "~/lib/vocabulary";
import { JOB_STATUSES } from "~/lib/vocabulary";
import {
  appointments,
  bookings,
  changeOrders,
  estimateApprovals,
  estimates,
  invoices,
  payments,
} from "~db/schema";

/**
 * A column named with its table, whatever the query around it: a select from one table names its columns
 * bare, which the subqueries below would read as their own tables' columns.
 */
const col = (column: Column) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** The row is a job. */
export const isJobSql = inArray(estimates.status, [...JOB_STATUSES]);

/**
 * Where the job stands, never stored: `closed` once the owner closed it, else `completed` once marked
 * complete, else `in_progress` as soon as one of its visits (its bookings' appointments, the change orders'
 * visits included) is completed or falls today or earlier (business time: a visit of today has begun or is
 * about to), else `scheduled`. A cancelled visit is work that did not happen: it starts nothing.
 */
export const jobStageSql = (today: string) => sql<JobStage>`(case
    when ${col(estimates.closedAt)} is not null then 'closed'
    when ${col(estimates.completedAt)} is not null then 'completed'
    when exists (select 1 from ${bookings} join ${appointments} on ${col(appointments.bookingId)} = ${col(bookings.id)}
      where ${col(bookings.estimateId)} = ${col(estimates.id)} and ${col(appointments.status)} <> 'cancelled'
        and (${col(appointments.status)} = 'completed' or ${col(appointments.date)} <= ${today})) then 'in_progress'
    else 'scheduled' end)`;

const money = (expression: SQL) => sql<string>`coalesce(${expression}, 0)::numeric(14, 2)::text`;

/** The total the customer signed for (the required lines and the options chosen). */
const approvedSql = sql`(select ${col(estimateApprovals.total)} from ${estimateApprovals}
  where ${col(estimateApprovals.id)} = ${col(estimates.approvalId)})`;

/** The deposit asked on approval (paid then, or nothing was due). */
const depositAskedSql = sql`(select ${col(estimateApprovals.depositDue)} from ${estimateApprovals}
  where ${col(estimateApprovals.id)} = ${col(estimates.approvalId)})`;

/** The approved change orders' sum: a credit counts negative. */
const changeOrdersSql = sql`(select sum(${col(changeOrders.total)}) from ${changeOrders}
  where ${col(changeOrders.estimateId)} = ${col(estimates.id)} and ${col(changeOrders.status)} = 'approved')`;

/** What the job's invoices asked of the customer: sent ones (not drafts, not voided), after their credits. */
const invoicesBilledSql = sql`(select sum(${col(invoices.total)} - ${col(invoices.credited)}) from ${invoices}
  where ${col(invoices.estimateId)} = ${col(estimates.id)} and ${col(invoices.status)} not in ('draft', 'void'))`;

/** What was paid on the job's invoices: each one's paid amount is already net of its refunds. */
const invoicesPaidSql = sql`(select sum(${col(invoices.amountPaid)}) from ${invoices}
  where ${col(invoices.estimateId)} = ${col(estimates.id)})`;

/** The deposit's payments, net of what went back. */
const depositPaidSql = sql`(select sum(${col(payments.amount)} - ${col(payments.refundedAmount)}) from ${payments}
  where ${col(payments.estimateId)} = ${col(estimates.id)} and ${col(payments.status)} = 'succeeded')`;

/**
 * The job's figures, decimal strings:
 * - contractTotal = approved + the approved change orders (contractOf, app/lib/job-money.server.ts, says the
 *   same for one job);
 * - invoiced = the deposit asked + what the sent invoices bill after their credits (a credit already takes
 *   off what the deposit or another invoice paid, so nothing is counted twice);
 * - paid = the deposit's payments and the invoices' payments, net of refunds;
 * - balance = contractTotal - paid (below zero when more was paid than the job is now worth).
 */
export const jobFiguresSql = {
  contractTotal: money(sql`coalesce(${approvedSql}, 0) + coalesce(${changeOrdersSql}, 0)`),
  invoiced: money(sql`coalesce(${depositAskedSql}, 0) + coalesce(${invoicesBilledSql}, 0)`),
  paid: money(sql`coalesce(${depositPaidSql}, 0) + coalesce(${invoicesPaidSql}, 0)`),
  balance: money(
    sql`coalesce(${approvedSql}, 0) + coalesce(${changeOrdersSql}, 0)
      - coalesce(${depositPaidSql}, 0) - coalesce(${invoicesPaidSql}, 0)`,
  ),
};

/** The two parts of the contract, for the job's page. */
export const contractPartsSql = {
  approvedTotal: money(approvedSql),
  changeOrdersTotal: money(changeOrdersSql),
};
