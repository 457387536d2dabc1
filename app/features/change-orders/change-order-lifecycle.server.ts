/**
 * A change order's state rules and status changes (docs/change-orders.md): lock, send (its link made once),
 * and the clock's expiry. A change order that was sent never changes; another one corrects it.
 */
import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { businessToday, formatLongDate } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { changeOrders, estimates } from "~db/schema";
import { isPastValidity, statusOf, type ChangeOrderRow } from "./change-order-rows.server";
import { newChangeOrderLink } from "./change-order-token.server";

/** The change order cannot be changed that way in its state (409). */
export class ChangeOrderStateError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export const CHANGE_ORDER_NOT_FOUND = "Change order not found";
export const SENT_NEVER_CHANGES =
  "A change order that was sent never changes: write another one to correct it.";
export const SENT_IS_KEPT =
  "A change order that was sent is kept on the job's record: write another one to correct it.";
export const JOB_CLOSED = "This job is closed: it takes no more change orders.";
export const VALIDITY_PASSED = "Its valid-until date has passed: change it before sending.";

/** Why a change order in this state is not sent (409), or null when it may be. */
function unsendable(row: ChangeOrderRow, today: string): string | null {
  switch (statusOf(row, today)) {
    case "approved":
      return "This change order was approved: there is nothing to send.";
    case "declined":
      return "This change order was declined: write another one to propose the change again.";
    case "expired":
      return row.validUntil
        ? `This change order expired on ${formatLongDate(row.validUntil)}: write another one to propose the change again.`
        : "This change order expired: write another one to propose the change again.";
    default:
      return null;
  }
}

/** Locks a change order's row for the rest of the transaction; 404 when there is none. */
export async function lockChangeOrder(db: Db, id: number): Promise<ChangeOrderRow> {
  const [row] = await db.select().from(changeOrders).where(eq(changeOrders.id, id)).for("update");
  if (!row) throw notFound(CHANGE_ORDER_NOT_FOUND);
  return row;
}

/**
 * Sends a change order: a draft gets its link and the status `sent`; a sent (or viewed) one keeps its link
 * and is only mailed again (`first` says which). An answered or expired one is not sent (409), nor a draft
 * past its valid-until date or on a job closed meanwhile.
 */
export async function markSent(
  db: Db,
  id: number,
  linkSecret: string,
  now = new Date(),
): Promise<{ first: boolean; estimateId: number }> {
  return db.transaction(async (tx) => {
    const row = await lockChangeOrder(tx, id);
    const today = businessToday(now);
    const refusal = unsendable(row, today);
    if (refusal) throw new ChangeOrderStateError(refusal);
    if (row.status !== "draft") return { first: false, estimateId: row.estimateId };
    const [job] = await tx
      .select({ closedAt: estimates.closedAt })
      .from(estimates)
      .where(eq(estimates.id, row.estimateId));
    if (job?.closedAt) throw new ChangeOrderStateError(JOB_CLOSED);
    if (isPastValidity(row, today)) throw new ChangeOrderStateError(VALIDITY_PASSED);
    const { nonce, hash } = newChangeOrderLink(linkSecret);
    await tx
      .update(changeOrders)
      .set({ tokenNonce: nonce, tokenHash: hash, status: "sent", sentAt: sql`now()` })
      .where(eq(changeOrders.id, id));
    return { first: true, estimateId: row.estimateId };
  });
}

/** Sent change orders still unanswered after their valid-until date become expired; answers their ids. */
export async function expireChangeOrders(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .update(changeOrders)
    .set({ status: "expired" })
    .where(
      and(
        inArray(changeOrders.status, ["sent", "viewed"]),
        isNotNull(changeOrders.validUntil),
        lt(changeOrders.validUntil, businessToday(now)),
      ),
    )
    .returning({ id: changeOrders.id });
  return rows.map((row) => row.id);
}
