/**
 * An invoice's state rules and status changes (docs/invoices.md): lock, send (numbered, due date, link),
 * void, and the status its payments give it.
 */
import { and, eq, sql } from "drizzle-orm";
import { addDays, businessToday, businessYear } from "~/lib/dates";
import { fromCents, toCents } from "~/lib/deposit";
import { DomainError, notFound } from "~/lib/domain-error";
import { formatMoney } from "~/lib/money";
import { INVOICE_TERMS_DAYS, type InvoiceStatus, type InvoiceTerms } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { invoices, payments } from "~db/schema";
import { takeInvoiceNumber } from "./invoice-numbers.server";
import { newInvoiceLink } from "./invoice-token.server";

/** The invoice cannot be changed that way in its state (409). */
export class InvoiceStateError extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

export const INVOICE_NOT_FOUND = "Invoice not found";
export const ONLY_DRAFTS_CHANGED =
  "Only a draft invoice can be changed. Void a sent invoice and issue a new one.";
export const VOID_CANNOT_CHANGE = "This invoice was voided.";
export const PAID_CANNOT_VOID = "Money was paid on this invoice: refund it before voiding the invoice.";
export const DRAFT_NOT_VOIDED = "A draft is deleted, not voided.";
export const PAY_DRAFT = "Send the invoice before recording a payment on it.";
export const NOTHING_OWED = "Nothing is owed on this invoice.";

export type InvoiceRow = typeof invoices.$inferSelect;

/** Locks an invoice's row for the rest of the transaction; 404 when there is none. */
export async function lockInvoice(db: Db, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

/** What is left to pay, in cents. */
export const balanceCents = (row: Pick<InvoiceRow, "total" | "credited" | "amountPaid">) =>
  toCents(row.total) - toCents(row.credited) - toCents(row.amountPaid);

/** The due date of an invoice sent on `issuedOn` with `terms`. */
export const dueDateOf = (issuedOn: string, terms: InvoiceTerms) =>
  addDays(issuedOn, INVOICE_TERMS_DAYS[terms]);

/**
 * Sends an invoice: a draft is numbered (the year's next number), dated today (business time), given its
 * due date and its link, and is unchanged from then on. Sending a sent invoice again only mails it again,
 * with the same number and link (`first` says which). A voided or paid invoice is not sent.
 */
export async function markInvoiceSent(db: Db, id: number, linkSecret: string) {
  return db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status === "void") throw new InvoiceStateError(VOID_CANNOT_CHANGE);
    if (row.status === "paid") throw new InvoiceStateError("This invoice is paid: there is nothing to send.");
    if (row.status !== "draft") {
      return {
        number: row.number!,
        status: row.status as InvoiceStatus,
        dueDate: row.dueDate!,
        first: false,
      };
    }
    const issuedOn = businessToday();
    const { nonce, hash } = newInvoiceLink(linkSecret);
    const status: InvoiceStatus = balanceCents(row) === 0 ? "paid" : "sent";
    const [sent] = await tx
      .update(invoices)
      .set({
        number: await takeInvoiceNumber(tx, businessYear()),
        status,
        issuedOn,
        dueDate: dueDateOf(issuedOn, row.terms as InvoiceTerms),
        tokenNonce: nonce,
        tokenHash: hash,
        sentAt: sql`now()`,
      })
      .where(eq(invoices.id, id))
      .returning();
    return { number: sent!.number!, status, dueDate: sent!.dueDate!, first: true };
  });
}

/** Voids a sent invoice with a reason; one with money paid on it is refunded first (409). */
export async function voidInvoice(db: Db, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status === "draft") throw new InvoiceStateError(DRAFT_NOT_VOIDED);
    if (row.status === "void") throw new InvoiceStateError(VOID_CANNOT_CHANGE);
    // A checkout still open is not money: paid after this, it is given back (the invoice is void).
    if (toCents(row.amountPaid) > 0) throw new InvoiceStateError(PAID_CANNOT_VOID);
    await tx
      .update(invoices)
      .set({ status: "void", voidedAt: sql`now()`, voidReason: reason })
      .where(eq(invoices.id, id));
  });
}

/** Turns an invoice's payment reminders off or on (404 for no such invoice). */
export async function setRemindersOff(db: Db, id: number, off: boolean) {
  const [row] = await db.update(invoices).set({ remindersOff: off }).where(eq(invoices.id, id)).returning();
  if (!row) throw notFound(INVOICE_NOT_FOUND);
}

/**
 * Refuses a payment of `amountCents` that the invoice cannot take: a draft, a voided invoice, or more than
 * its balance (409). Runs on the locked row.
 */
export function checkPayable(row: InvoiceRow, amountCents: number) {
  if (row.status === "draft") throw new InvoiceStateError(PAY_DRAFT);
  if (row.status === "void") throw new InvoiceStateError(VOID_CANNOT_CHANGE);
  const balance = balanceCents(row);
  if (balance <= 0) throw new InvoiceStateError(NOTHING_OWED);
  if (amountCents > balance)
    throw new InvoiceStateError(
      `The amount is more than the balance of ${formatMoney(fromCents(balance))}: record at most the balance.`,
    );
}

/**
 * Brings an invoice's paid amount and status in line with its payments (succeeded, net of refunds), inside
 * the caller's transaction: what every recorded payment and refund of an invoice ends with.
 */
export async function settleInvoice(db: Db, id: number) {
  const row = await lockInvoice(db, id);
  if (row.status === "void" || row.status === "draft") return;
  const [{ paid }] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)` })
    .from(payments)
    .where(and(eq(payments.invoiceId, id), eq(payments.status, "succeeded")));
  const amountPaid = fromCents(toCents(paid));
  const left = toCents(row.total) - toCents(row.credited) - toCents(amountPaid);
  const status: InvoiceStatus =
    left <= 0 ? "paid" : toCents(amountPaid) > 0 ? "partially_paid" : row.viewedAt ? "viewed" : "sent";
  await db.update(invoices).set({ amountPaid, status }).where(eq(invoices.id, id));
}

/**
 * The amount of the invoice's bank payment still processing, or null: not yet money, so not taken off the
 * balance, but nothing more is paid while it is on its way (docs/invoices.md).
 */
export async function processingAmount(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.invoiceId, id), eq(payments.status, "processing")))
    .limit(1);
  return row?.amount ?? null;
}

/** Paying while a bank payment is on its way (409). */
export const paymentProcessing = (amount: string) =>
  `A bank payment of ${formatMoney(amount)} for this invoice is processing. Banks take a few business days; if it fails, you can pay again.`;

/** The statuses of an invoice sent and not fully paid (nor voided): what it owes is owed. */
export const OPEN_STATUSES = sql.raw(`('sent', 'viewed', 'partially_paid')`);

/** Sent, not fully paid, and past its due date (business time): SQL for lists and the record's flag. */
export const overdueSql = (today = businessToday()) =>
  sql<boolean>`(${invoices.status} in ${OPEN_STATUSES} and ${invoices.dueDate} < ${today})`;

/** The same rule on a row read. */
export const isOverdue = (row: Pick<InvoiceRow, "status" | "dueDate">, today = businessToday()) =>
  ["sent", "viewed", "partially_paid"].includes(row.status) && row.dueDate !== null && row.dueDate < today;
