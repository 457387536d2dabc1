/**
 * Random invoice payments and refunds for the back office's rollups (tests/integration/back-office-rollups.test.ts):
 * an invoice sent to one of the customers and paid in part or whole, by hand or online, and a payment made
 * online given back in part or whole, each through the site's own path.
 */
import { sql } from "drizzle-orm";
import { createInvoice } from "~/features/invoices/invoice-editing.server";
import { checkPayable, lockInvoice, markInvoiceSent } from "~/features/invoices/invoice-lifecycle.server";
import { invoiceBodySchema } from "~/features/invoices/invoice.schema";
import { openReceivedPayment } from "~/features/payments/offline-payment.server";
import { openRefund } from "~/features/payments/refund-open.server";
import { settleRefund } from "~/features/payments/refund-settle.server";
import { fromCents, toCents } from "~/lib/deposit";
import { DomainError } from "~/lib/domain-error";
import { parseInput } from "~/lib/input";
import { settleRefundedInvoice } from "~/workflows/invoice-refunds.server";
import { recordPaid } from "~/workflows/record-payment.server";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import { payments } from "~db/schema";
import type { Random } from "~scripts/fuzz/strange-values";

async function payInvoice(db: Db, random: Random, instant: (random: Random) => Date) {
  const invoiceId = await createInvoice(
    db,
    parseInput(invoiceBodySchema, {
      customer: {
        name: "Pat Customer",
        email: `customer${random.int(12)}@example.com`,
        phone: "3255550100",
      },
      lines: [{ description: "Labor", quantity: 1, unit: "job", unitPrice: `${100 + random.int(900)}.50` }],
    }),
  );
  await markInvoiceSent(db, invoiceId, "rollups-link-secret");
  const byHand = random.next() < 0.5;
  const paidAt = instant(random);
  const share = random.next();
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    const owed = toCents(row.total) - toCents(row.credited);
    const amountCents = share < 0.5 ? owed : Math.max(1, Math.round(owed * share));
    if (byHand) {
      checkPayable(row, amountCents);
      const paid = await openReceivedPayment(tx, {
        invoiceId,
        amountCents,
        method: "check",
        reference: "",
        paidAt,
      });
      return recordPaid(tx, paid);
    }
    const sessionId = `test_cs_invoice_${invoiceId}_${random.int(1_000_000)}`;
    await tx.insert(payments).values({
      invoiceId,
      provider: "test",
      providerSessionId: sessionId,
      amount: fromCents(amountCents),
      status: "pending",
    });
    return recordPaid(tx, {
      provider: "test",
      sessionId,
      amountCents,
      currency: "usd",
      transactionId: `pi_${sessionId}`,
      paidAt,
    });
  });
}

type Operation = (db: Db, random: Random, instant: (random: Random) => Date) => Promise<unknown>;

/** The customer deleted at the same moment took the invoice with them: nothing is left to pay. */
const goneMeanwhile = (error: unknown) => {
  if (error instanceof DomainError && error.code === "not_found") return;
  throw error;
};

export const INVOICE_OPERATIONS: Record<string, Operation> = {
  /** A new invoice of one of the customers, sent, then paid (all or a part) by check or online. */
  invoicePayment: (db, random, instant) => payInvoice(db, random, instant).catch(goneMeanwhile),
  /** A part (or all that is left) of an invoice's payment made online given back; the invoice follows. */
  invoiceRefund: (db, random) => refundInvoicePayment(db, random).catch(goneMeanwhile),
};

/** Gives back a part or all of an online invoice payment, then settles the invoice (it may be gone meanwhile). */
async function refundInvoicePayment(db: Db, random: Random) {
  const paid = await selectRows<{ id: number }>(
    db,
    sql`select id from payments where invoice_id is not null and provider = 'test' and status = 'succeeded'
        order by id`,
  );
  if (paid.length === 0) return;
  const paymentId = random.pick(paid).id;
  const key = `fuzz-invoice-${paymentId}-${random.int(1_000_000)}`;
  const opened = await db.transaction((tx) =>
    openRefund(tx, {
      paymentId,
      amountCents: random.next() < 0.3 ? "all" : 1 + random.int(50_000),
      atMostRemaining: true,
      reason: "admin",
      idempotencyKey: key,
    }),
  );
  if (opened.outcome !== "opened") return;
  await db.transaction((tx) => settleRefund(tx, opened.refund.id, `re_${key}`));
  await settleRefundedInvoice(db, paymentId);
}
