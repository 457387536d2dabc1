/**
 * Reading a change order and turning its rows into the API's views (change-order-view.ts): the back
 * office's, with everything, and the customer's, with what their page shows. Shared by the back office's
 * functions and the customer's.
 */
import { asc, eq } from "drizzle-orm";
import { fromCents } from "~/lib/deposit";
import { storedLineFields } from "~/lib/priced-lines";
import type { ChangeOrderBilling, ChangeOrderStatus } from "~/lib/vocabulary";
import { changeOrderNumber } from "~/lib/vocabulary";
import type { businessContact } from "~db/business-contact";
import type { Db } from "~db/client.server";
import { changeOrderLines, changeOrderPhotos, changeOrders, estimates, invoices } from "~db/schema";
import type { ChangeOrderView, PublicChangeOrderView } from "./change-order-view";
import { changeOrderCents } from "./change-order.schema";

export type ChangeOrderRow = typeof changeOrders.$inferSelect;
export type ChangeOrderLineRow = typeof changeOrderLines.$inferSelect;
type Business = Awaited<ReturnType<typeof businessContact>>;

/** "CO-2": the change order's number in its job. */

/** Whether the valid-until date (business time) has passed; a change order without one never expires. */
export const isPastValidity = (row: Pick<ChangeOrderRow, "validUntil">, today: string) =>
  row.validUntil !== null && row.validUntil < today;

/**
 * The status as it stands on `today`: a sent change order nobody answered reads expired from the day after
 * its valid-until date, before the hourly sweep writes it (expireChangeOrders).
 */
export function statusOf(
  row: Pick<ChangeOrderRow, "status" | "validUntil">,
  today: string,
): ChangeOrderStatus {
  const status = row.status as ChangeOrderStatus;
  return (status === "sent" || status === "viewed") && isPastValidity(row, today) ? "expired" : status;
}

/** A line's amount in cents, negative for a credit, rounded as the change order's total is. */
export const lineCents = (line: { quantity: string | number; unitPrice: string }) =>
  changeOrderCents([{ quantity: Number(line.quantity), unitPrice: line.unitPrice }]) ?? 0;

/** A change order with its lines, photos, job and invoice, as its views are made from. */
export interface ChangeOrderRecord {
  row: ChangeOrderRow;
  lines: ChangeOrderLineRow[];
  photos: string[];
  estimate: {
    number: number;
    title: string;
    terms: string;
    customerId: number;
    customerName: string;
    customerEmail: string;
    closedAt: Date | null;
    completedAt: Date | null;
  };
  invoice: { id: number; number: string | null; status: string } | null;
}

export async function findChangeOrder(db: Db, id: number): Promise<ChangeOrderRow | undefined> {
  const [row] = await db.select().from(changeOrders).where(eq(changeOrders.id, id));
  return row;
}

/** Everything a view of `row` shows. One query after another: inside a transaction they share a connection. */
export async function readChangeOrder(db: Db, row: ChangeOrderRow): Promise<ChangeOrderRecord> {
  const lines = await db
    .select()
    .from(changeOrderLines)
    .where(eq(changeOrderLines.changeOrderId, row.id))
    .orderBy(asc(changeOrderLines.position));
  const photos = await db
    .select({ url: changeOrderPhotos.url })
    .from(changeOrderPhotos)
    .where(eq(changeOrderPhotos.changeOrderId, row.id))
    .orderBy(asc(changeOrderPhotos.position));
  const [estimate] = await db
    .select({
      number: estimates.number,
      title: estimates.title,
      terms: estimates.terms,
      customerId: estimates.customerId,
      customerName: estimates.customerName,
      customerEmail: estimates.customerEmail,
      closedAt: estimates.closedAt,
      completedAt: estimates.completedAt,
    })
    .from(estimates)
    .where(eq(estimates.id, row.estimateId));
  const [invoice] =
    row.invoiceId === null
      ? []
      : await db
          .select({ id: invoices.id, number: invoices.number, status: invoices.status })
          .from(invoices)
          .where(eq(invoices.id, row.invoiceId));
  return { row, lines, photos: photos.map((p) => p.url), estimate: estimate!, invoice: invoice ?? null };
}

const lineView = (line: ChangeOrderLineRow) => ({
  ...storedLineFields(line),
  total: fromCents(lineCents(line)),
});

/** What both views show: the change order, its job, and the customer's answer. */
function figures({ row, lines, photos, estimate }: ChangeOrderRecord, today: string) {
  return {
    number: changeOrderNumber(row.number),
    title: row.title,
    reason: row.reason,
    status: statusOf(row, today),
    lines: lines.map(lineView),
    total: row.total,
    daysAdded: row.daysAdded,
    billing: row.billing as ChangeOrderBilling,
    validUntil: row.validUntil,
    photos,
    estimate: { number: estimate.number, title: estimate.title },
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

/** The signature of an approved change order (the database keeps one only on an approved one). */
function signatureOf(row: ChangeOrderRow) {
  if (row.status !== "approved" || !row.signedName || !row.contentHash || !row.decidedAt) return null;
  return {
    name: row.signedName,
    signedAt: row.decidedAt.toISOString(),
    ipAddress: row.signedIp ?? "",
    userAgent: row.signedUserAgent ?? "",
    contentHash: row.contentHash,
  };
}

/** The back office's view (GET /api/admin/change-orders/{id}); `today` is the business's date. */
export function adminView(record: ChangeOrderRecord, today: string): ChangeOrderView {
  const { row, estimate } = record;
  return {
    id: row.id,
    estimateId: row.estimateId,
    ...figures(record, today),
    customer: { id: estimate.customerId, name: estimate.customerName, email: estimate.customerEmail },
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    signature: signatureOf(row),
    invoice: record.invoice,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's view (their page, GET /api/change-orders/{token}): no ids, addresses or signature metadata. */
export function customerView(
  record: ChangeOrderRecord,
  business: Business,
  today: string,
): PublicChangeOrderView {
  const signature = signatureOf(record.row);
  return {
    ...figures(record, today),
    customer: { name: record.estimate.customerName },
    business,
    terms: record.estimate.terms,
    signature: signature && { name: signature.name, signedAt: signature.signedAt },
  };
}
