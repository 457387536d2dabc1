/**
 * Change orders of a job as the customer's signature leaves them, written straight into the database: approved
 * (signed, with a content hash), numbered after the job's others, and billed by no invoice yet. For the tests
 * of how a job is billed, which do not depend on how a change order is written, sent and signed.
 */
import { eq, sql } from "drizzle-orm";
import { changeOrderCents } from "~/features/change-orders/change-order.schema";
import type { ChangeOrderBilling, ChangeOrderStatus } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { changeOrderLines, changeOrders, invoiceLines, invoices } from "~db/schema";

export interface ChangeOrderInput {
  title: string;
  billing?: ChangeOrderBilling;
  /** Each line's unit price; negative for work credited back. One "job" each unless a quantity is given. */
  lines: { description: string; unitPrice: string; quantity?: number }[];
  status?: ChangeOrderStatus;
  /** When the customer decided (the same instant for two approvals at the same moment). */
  decidedAt?: Date;
  /** Its number in the job; the next one when not given (two written at once must say theirs). */
  number?: number;
}

/** A change order of the job `estimateId`, approved unless said otherwise; answers its id and number. */
export async function approveChangeOrder(db: Db, estimateId: number, input: ChangeOrderInput) {
  const status = input.status ?? "approved";
  const lines = input.lines.map((line) => ({ ...line, quantity: line.quantity ?? 1 }));
  const cents = changeOrderCents(lines)!;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(changeOrders)
      .values({
        estimateId,
        number:
          input.number ??
          sql`(select coalesce(max(number), 0) + 1 from change_orders where estimate_id = ${estimateId})`,
        title: input.title,
        billing: input.billing ?? "next_invoice",
        status,
        total: (cents / 100).toFixed(2),
        sentAt: new Date(),
        decidedAt: status === "approved" || status === "declined" ? (input.decidedAt ?? new Date()) : null,
        signedName: status === "approved" ? "Pat Example" : null,
        signedIp: status === "approved" ? "203.0.113.9" : null,
        signedUserAgent: status === "approved" ? "test" : null,
        contentHash: status === "approved" ? "0".repeat(64) : null,
      })
      .returning({ id: changeOrders.id, number: changeOrders.number });
    await tx.insert(changeOrderLines).values(
      lines.map((line, position) => ({
        changeOrderId: row!.id,
        position,
        description: line.description,
        quantity: line.quantity.toFixed(2),
        unit: "job",
        unitPrice: line.unitPrice,
      })),
    );
    return row!;
  });
}

/** The invoice that bills a change order (null: none yet). */
export async function invoiceOfChangeOrder(db: Db, id: number) {
  const [row] = await db
    .select({ invoiceId: changeOrders.invoiceId })
    .from(changeOrders)
    .where(eq(changeOrders.id, id));
  return row!.invoiceId;
}

/**
 * What a job's invoices bill in all, after their own credits, voided ones left out: with the deposit, what the
 * customer is asked over the whole job.
 */
export async function billedByInvoices(db: Db, estimateId: number) {
  const [row] = await db
    .select({ billed: sql<string>`coalesce(sum(${invoices.total} - ${invoices.credited}), 0)` })
    .from(invoices)
    .where(sql`${invoices.estimateId} = ${estimateId} and ${invoices.status} <> 'void'`);
  return row!.billed;
}

/** How many invoice lines of the job, voided invoices left out, name the change order ("CO-2: ..."). */
export async function linesNaming(db: Db, estimateId: number, number: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      sql`${invoices.estimateId} = ${estimateId} and ${invoices.status} <> 'void'
          and ${invoiceLines.description} like ${`CO-${number}: %`}`,
    );
  return row!.count;
}
