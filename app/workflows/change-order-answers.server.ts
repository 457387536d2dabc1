/**
 * The customer's side of a change order (docs/change-orders.md): reading it by its link, its page's report
 * that it was seen, and the answers: approve (signed as an estimate is; billed `invoice_now`, its own invoice
 * is made in the same transaction and issued), or decline. The business is told of either.
 */
import { eq } from "drizzle-orm";
import { contentHash } from "~/features/change-orders/change-order-content.server";
import {
  customerView,
  readChangeOrder,
  type ChangeOrderRecord,
} from "~/features/change-orders/change-order-rows.server";
import {
  assertAnswerable,
  changeOrderOfToken,
  declineChangeOrder as recordDecline,
  markViewed,
  recordSignature,
} from "~/features/change-orders/customer-change-orders.server";
import { createInvoice } from "~/features/invoices/invoice-editing.server";
import { invoicePath, invoiceToken } from "~/features/invoices/invoice-token.server";
import { businessToday } from "~/lib/dates";
import type { Signature } from "~/lib/signature";
import { changeOrderNumber } from "~/lib/vocabulary";
import { businessContact } from "~db/business-contact";
import type { Db } from "~db/client.server";
import { changeOrders, invoices } from "~db/schema";
import { tellChangeOrderApproved, tellChangeOrderDeclined } from "./change-order-sending.server";
import type { EstimateFlowDeps } from "./estimate-notices.server";
import { sendInvoice } from "./invoice-notices.server";
import type { PaymentFlowDeps } from "./payment-flow-deps";

/** The customer's view of the change order exactly as their page shows it now. */
async function shownNow(db: Db, record: ChangeOrderRecord, now: Date) {
  return customerView(record, await businessContact(db), businessToday(now));
}

/**
 * The change order of a link, for its page and GET /api/change-orders/{token}. It only reads: crawlers, link
 * previews and prefetches make GETs too, so the view is recorded by recordChangeOrderView, which the page posts.
 */
export async function openChangeOrder(deps: Pick<PaymentFlowDeps, "db">, token: string, now = new Date()) {
  const row = await changeOrderOfToken(deps.db, token);
  return shownNow(deps.db, await readChangeOrder(deps.db, row), now);
}

/** POST /api/change-orders/{token}/view: the customer's browser showed it; a sent one becomes viewed. */
export async function recordChangeOrderView(deps: Pick<PaymentFlowDeps, "db">, token: string) {
  await markViewed(deps.db, token);
}

/** The invoice of a change order billed at once: its lines, each named after the change order ("CO-2: …"). */
function invoiceBodyOf({ row, lines, estimate }: ChangeOrderRecord) {
  const number = changeOrderNumber(row.number);
  return {
    customerId: estimate.customerId,
    customer: null,
    bookingId: null,
    estimateId: row.estimateId,
    lines: lines.map((line) => ({
      serviceId: line.serviceId,
      description: `${number}: ${line.description}`,
      quantity: Number(line.quantity),
      unit: line.unit,
      unitPrice: line.unitPrice,
    })),
    terms: undefined,
    notes: `Change order ${number} for estimate #${estimate.number}: ${row.title}`,
  };
}

/**
 * Issues the change order's invoice after the approval's transaction, as a payment schedule's invoices are
 * issued: numbered, linked and mailed. Answers its page, or nothing when it could not be sent (it stays a
 * draft for the owner, and the log says which).
 */
async function issueInvoice(deps: EstimateFlowDeps, invoiceId: number): Promise<string | undefined> {
  try {
    await sendInvoice(deps, invoiceId);
  } catch (err) {
    deps.logger.error({ err, invoiceId }, "a change order's invoice could not be sent");
    return undefined;
  }
  const [invoice] = await deps.db
    .select({ nonce: invoices.tokenNonce })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return invoice?.nonce ? invoicePath(invoiceToken(deps.linkSecret, invoice.nonce)) : undefined;
}

/**
 * Signs the approval (the name typed once the terms were accepted) in one transaction under the change
 * order's lock: it must be sent or viewed and not expired (409 saying why otherwise, approving twice too),
 * and the signature's hash is of the page as shown.
 * Billed `invoice_now` (or added work approved once the job is complete), its invoice is made in the same
 * transaction, so a replayed approval makes none.
 */
export async function approveChangeOrder(
  deps: EstimateFlowDeps,
  token: string,
  signature: Signature,
  now = new Date(),
): Promise<{ status: "approved"; invoiceUrl?: string }> {
  const approved = await deps.db.transaction(async (tx) => {
    const row = await changeOrderOfToken(tx, token, { lock: true });
    assertAnswerable(row, now);
    const record = await readChangeOrder(tx, row);
    const hash = contentHash(await shownNow(tx, record, now));
    await recordSignature(tx, row.id, { ...signature, contentHash: hash });
    // Once the job is complete no invoice comes next: work added then is billed at once. (A credit then
    // lowers the contract, and what was paid beyond it is given back through a refund.)
    const billedNow =
      row.billing === "invoice_now" || (record.estimate.completedAt !== null && Number(row.total) > 0);
    if (!billedNow) return { row, invoiceId: null };
    const invoiceId = await createInvoice(tx, invoiceBodyOf(record), "change_order");
    await tx.update(changeOrders).set({ invoiceId }).where(eq(changeOrders.id, row.id));
    return { row, invoiceId };
  });
  const invoiceUrl = approved.invoiceId === null ? undefined : await issueInvoice(deps, approved.invoiceId);
  await tellChangeOrderApproved(deps, approved.row.id, approved.row.estimateId);
  return { status: "approved", ...(invoiceUrl && { invoiceUrl }) };
}

/** The customer declined (answered or expired already: 409); the business is told. Answers the page's view. */
export async function declineChangeOrder(
  deps: Pick<PaymentFlowDeps, "db" | "jobs" | "logger">,
  token: string,
  reason: string,
) {
  const row = await recordDecline(deps.db, token, reason);
  await tellChangeOrderDeclined(deps, row.id, row.estimateId);
  return openChangeOrder(deps, token);
}
