/**
 * A customer's own job in My Projects (docs/jobs.md, `customerJobView`): the money, the visits, the change
 * orders they were sent and the invoices they were sent, each with the link its mail carries while they have
 * something to do there. Drafts stay the owner's; a voided invoice is gone from their side.
 */
import { linkToken } from "~/lib/secret-link.server";
import type { ChangeOrderStatus } from "~/lib/vocabulary";
import { changeOrderNumber } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { invoiceItem } from "./job-detail.server";
import { jobRecords } from "./job-records.server";
import type { CustomerJobView } from "./job-view";

/** Where a change order waits for the customer's answer. */
const AWAITING_ANSWER = ["sent", "viewed"];

/**
 * The job of estimate `id` if it is `email`'s (the signed-in customer's: estimates are the customer's by the
 * address they were sent to, as My Projects reads them); undefined otherwise, as for no job at all.
 */
export async function loadCustomerJob(
  db: Db,
  id: number,
  email: string,
  linkSecret: string,
  now = new Date(),
): Promise<CustomerJobView | undefined> {
  const job = await jobRecords(db, id, now);
  if (!job || job.estimate.customerEmail !== email.toLowerCase()) return undefined;
  return {
    estimateId: job.estimate.id,
    number: job.estimate.number,
    title: job.estimate.title,
    status: job.stage,
    contractTotal: job.contractTotal,
    invoiced: job.invoiced,
    paid: job.paid,
    balance: job.balance,
    visits: job.visits.map(({ appointmentId, date, time, status }) => ({
      appointmentId,
      date,
      time,
      status,
    })),
    changeOrders: job.changeOrders
      .filter(({ order }) => order.status !== "draft")
      .map(({ order }) => ({
        number: changeOrderNumber(order.number),
        title: order.title,
        status: order.status as ChangeOrderStatus,
        total: order.total,
        url:
          AWAITING_ANSWER.includes(order.status) && order.tokenNonce
            ? `/change-orders/${linkToken(linkSecret, "change-order-link", order.tokenNonce)}`
            : null,
      })),
    invoices: job.invoices
      .filter((invoice) => invoice.status !== "draft" && invoice.status !== "void" && invoice.tokenNonce)
      .map((invoice) => {
        const { number, status, overdue, total, balance, dueDate } = invoiceItem(invoice, job.today);
        const url = `/invoices/${linkToken(linkSecret, "invoice-link", invoice.tokenNonce!)}`;
        return { number, status, overdue, total, balance, dueDate, url };
      }),
  };
}
