/**
 * The back office's writing of change orders (docs/change-orders.md): a draft on a job, numbered CO-1, CO-2
 * in its job, rewritten or deleted until it is sent. Lines are stored as an estimate's are; the total is the
 * schema's sum of them (negative for a credit).
 */
import { eq, sql } from "drizzle-orm";
import { fromCents } from "~/lib/deposit";
import { notFound } from "~/lib/domain-error";
import { pricedLineRow } from "~/lib/priced-lines";
import { changeOrderNumber, JOB_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { changeOrderLines, changeOrderPhotos, changeOrders, estimates } from "~db/schema";
import {
  ChangeOrderStateError,
  JOB_CLOSED,
  lockChangeOrder,
  SENT_IS_KEPT,
  SENT_NEVER_CHANGES,
} from "./change-order-lifecycle.server";
import { changeOrderCents, type ChangeOrderBody } from "./change-order.schema";

export const ESTIMATE_NOT_FOUND = "Estimate not found";
export const NOT_A_JOB = "Change orders are written on a job: only an approved or scheduled estimate is one.";

/**
 * Locks the estimate's row for the rest of the transaction, as the estimates' lockEstimate does, so that
 * change orders written at once on one job take their numbers one after the other. 404 for no estimate,
 * 409 when it is not a job or the job is closed.
 */
async function lockJob(db: Db, estimateId: number) {
  const [row] = await db
    .select({ status: estimates.status, closedAt: estimates.closedAt })
    .from(estimates)
    .where(eq(estimates.id, estimateId))
    .for("update");
  if (!row) throw notFound(ESTIMATE_NOT_FOUND);
  if (!JOB_STATUSES.includes(row.status)) throw new ChangeOrderStateError(NOT_A_JOB);
  if (row.closedAt) throw new ChangeOrderStateError(JOB_CLOSED);
}

const contentOf = (body: ChangeOrderBody) => ({
  title: body.title,
  reason: body.reason,
  daysAdded: body.daysAdded,
  billing: body.billing,
  validUntil: body.validUntil,
  // The schema refused a body whose lines do not add up.
  total: fromCents(changeOrderCents(body.lines) ?? 0),
});

/** The lines and photos, replacing a draft's. */
async function writeLines(db: Db, changeOrderId: number, body: ChangeOrderBody) {
  await db.delete(changeOrderLines).where(eq(changeOrderLines.changeOrderId, changeOrderId));
  await db
    .insert(changeOrderLines)
    .values(body.lines.map((line, position) => ({ ...pricedLineRow(line, position), changeOrderId })));
  await db.delete(changeOrderPhotos).where(eq(changeOrderPhotos.changeOrderId, changeOrderId));
  if (body.photos.length > 0) {
    await db
      .insert(changeOrderPhotos)
      .values(body.photos.map((url, position) => ({ url, position, changeOrderId })));
  }
}

/** A new draft on the job of `estimateId`, numbered after the job's last change order. */
export async function createChangeOrder(db: Db, estimateId: number, body: ChangeOrderBody) {
  return db.transaction(async (tx) => {
    await lockJob(tx, estimateId);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${changeOrders.number}), 0)::int + 1` })
      .from(changeOrders)
      .where(eq(changeOrders.estimateId, estimateId));
    const content = contentOf(body);
    const [row] = await tx
      .insert(changeOrders)
      .values({ ...content, estimateId, number: next! })
      .returning({ id: changeOrders.id });
    await writeLines(tx, row!.id, body);
    return {
      id: row!.id,
      number: changeOrderNumber(next!),
      status: "draft" as const,
      total: content.total,
    };
  });
}

/** Rewrites a draft; a sent change order is a 409. */
export async function updateChangeOrder(db: Db, id: number, body: ChangeOrderBody) {
  await db.transaction(async (tx) => {
    const row = await lockChangeOrder(tx, id);
    if (row.status !== "draft") throw new ChangeOrderStateError(SENT_NEVER_CHANGES);
    await tx.update(changeOrders).set(contentOf(body)).where(eq(changeOrders.id, id));
    await writeLines(tx, id, body);
  });
}

/** Deletes a draft, which no customer has seen (the last one's number is given again); a sent one is a 409. */
export async function deleteChangeOrder(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockChangeOrder(tx, id);
    if (row.status !== "draft") throw new ChangeOrderStateError(SENT_IS_KEPT);
    await tx.delete(changeOrders).where(eq(changeOrders.id, id));
  });
}
