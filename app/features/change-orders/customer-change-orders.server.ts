/**
 * The customer's side of a change order (docs/change-orders.md): opening it by its link, its page's report
 * that it was seen, and the records of an answer (the signature of an approval, a decline). A draft has no
 * link, so only a sent change order is ever found here.
 */
import { eq, sql } from "drizzle-orm";
import { businessToday, formatLongDate } from "~/lib/dates";
import { DomainError, notFound } from "~/lib/domain-error";
import { keptUserAgent, type Signature } from "~/lib/signature";
import type { Db } from "~db/client.server";
import { changeOrders } from "~db/schema";
import { statusOf, type ChangeOrderRow } from "./change-order-rows.server";
import { hashChangeOrderToken, isChangeOrderToken } from "./change-order-token.server";

export const CHANGE_ORDER_LINK_NOT_FOUND =
  "This change order link is not valid. Please check the link in your email, or call us.";

/** The change order of a link, locked when `lock`; a token that is not one is a 404 that says so. */
export async function changeOrderOfToken(
  db: Db,
  token: string,
  { lock = false } = {},
): Promise<ChangeOrderRow> {
  if (!isChangeOrderToken(token)) throw notFound(CHANGE_ORDER_LINK_NOT_FOUND);
  const query = db
    .select()
    .from(changeOrders)
    .where(eq(changeOrders.tokenHash, hashChangeOrderToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(CHANGE_ORDER_LINK_NOT_FOUND);
  return row;
}

/** Why the customer can no longer answer, or null while they can. */
export function closedReason(row: ChangeOrderRow, today: string): string | null {
  switch (statusOf(row, today)) {
    case "approved":
      return "This change order was already approved.";
    case "declined":
      return "This change order was declined.";
    case "expired":
      return row.validUntil
        ? `This change order expired on ${formatLongDate(row.validUntil)}. Please contact us for a new one.`
        : "This change order expired. Please contact us for a new one.";
    case "draft":
      return "This change order has not been sent yet.";
    default:
      return null;
  }
}

/** The change order can no longer be answered (409), with the reason its page gives. */
export class ChangeOrderClosedError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export function assertAnswerable(row: ChangeOrderRow, now: Date) {
  const reason = closedReason(row, businessToday(now));
  if (reason) throw new ChangeOrderClosedError(reason);
}

/** An answer is a view too: the first time the change order was seen, or now. */
const seenNow = sql`coalesce(${changeOrders.viewedAt}, now())`;

/**
 * The customer's browser showed the change order (its page posts this once shown): a sent one becomes
 * viewed, and only the first view's time is kept. Never on a GET, which crawlers and link previews make too.
 */
export async function markViewed(db: Db, token: string) {
  await db.transaction(async (tx) => {
    const row = await changeOrderOfToken(tx, token, { lock: true });
    if (row.viewedAt && row.status !== "sent") return;
    await tx
      .update(changeOrders)
      .set({ viewedAt: seenNow, ...(row.status === "sent" && { status: "viewed" }) })
      .where(eq(changeOrders.id, row.id));
  });
}

/**
 * Inside the approval's transaction, with the change order locked and answerable: the customer's typed
 * name, where from, and the hash of what they were shown; the status approved.
 */
export async function recordSignature(db: Db, id: number, signature: Signature & { contentHash: string }) {
  await db
    .update(changeOrders)
    .set({
      status: "approved",
      signedName: signature.name,
      signedIp: signature.ipAddress,
      signedUserAgent: keptUserAgent(signature.userAgent),
      contentHash: signature.contentHash,
      decidedAt: sql`now()`,
      viewedAt: seenNow,
    })
    .where(eq(changeOrders.id, id));
}

/** The customer declined, with their reason if they gave one; answered or expired already: 409. */
export async function declineChangeOrder(db: Db, token: string, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await changeOrderOfToken(tx, token, { lock: true });
    assertAnswerable(row, now);
    await tx
      .update(changeOrders)
      .set({ status: "declined", declineReason: reason || null, decidedAt: sql`now()`, viewedAt: seenNow })
      .where(eq(changeOrders.id, row.id));
    return row;
  });
}
