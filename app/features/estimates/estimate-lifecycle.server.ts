/** An estimate's state rules and status changes (docs/estimates.md): lock, send, schedule, delete. */
import { and, eq, inArray, sql } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import { PAID_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { estimates, payments } from "~db/schema";
import type { EstimateRow } from "./estimate-rows.server";
import { newEstimateLink } from "./estimate-token.server";

/** The estimate cannot be changed that way in its state (409). */
export class EstimateStateError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export const ONLY_DRAFTS_EDITED =
  "Only a draft can be edited. Create a new revision to change a sent estimate.";
export const APPROVED_IS_LOCKED = "An approved estimate cannot be changed.";
export const ESTIMATE_NOT_FOUND = "Estimate not found";

/** Locks an estimate's row for the rest of the transaction; 404 when there is none. */
export async function lockEstimate(db: Db, id: number): Promise<EstimateRow> {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id)).for("update");
  if (!row) throw notFound(ESTIMATE_NOT_FOUND);
  return row;
}

/**
 * Marks a draft (or a sent estimate, sent again) as sent with a new link and answers when it was sent (the
 * mail job's key). A new link voids the last one.
 */
export async function markSent(db: Db, id: number, linkSecret: string): Promise<{ sentAt: Date }> {
  return db.transaction(async (tx) => {
    const row = await lockEstimate(tx, id);
    if (row.supersededAt) throw new EstimateStateError("This estimate was replaced by a newer revision.");
    if (!["draft", "sent", "viewed"].includes(row.status)) {
      throw new EstimateStateError(
        `A ${row.status.replace("_", " ")} estimate cannot be sent. Create a new revision.`,
      );
    }
    if (row.validUntil < businessToday()) {
      throw new EstimateStateError("Its valid-until date has passed: change it before sending.");
    }
    const { nonce, hash } = newEstimateLink(linkSecret);
    const [sent] = await tx
      .update(estimates)
      .set({
        tokenNonce: nonce,
        tokenHash: hash,
        status: row.status === "draft" ? "sent" : row.status,
        sentAt: sql`now()`,
        followedUpAt: null,
      })
      .where(eq(estimates.id, id))
      .returning({ sentAt: estimates.sentAt });
    return { sentAt: sent.sentAt! };
  });
}

/** Inside a transaction: an approved estimate's visits are set. */
export async function markScheduled(db: Db, id: number) {
  await db.update(estimates).set({ status: "scheduled" }).where(eq(estimates.id, id));
}

/** Deletes an estimate nobody paid for; one with a payment is kept (409), as the money's record. */
export async function deleteEstimate(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockEstimate(tx, id);
    const paid = await tx.$count(
      payments,
      and(eq(payments.estimateId, id), inArray(payments.status, ["pending", ...PAID_STATUSES])),
    );
    if (paid > 0 || row.status === "approved" || row.status === "scheduled") {
      throw new EstimateStateError("An estimate with a deposit cannot be deleted.");
    }
    await tx.delete(estimates).where(eq(estimates.id, id));
  });
}
