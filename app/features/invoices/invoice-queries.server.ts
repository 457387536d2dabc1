/** Reading invoices (docs/invoices.md): one by id, the customer's link; the list is invoice-list.server.ts. */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { fromCents, toCents } from "~/lib/deposit";
import { notFound } from "~/lib/domain-error";
import { hundredths, lineTotalCents, storedLineFields } from "~/lib/priced-lines";
import {
  OFFLINE_PROVIDER,
  type InvoiceStatus,
  type InvoiceTerms,
  type PaymentMethod,
} from "~/lib/vocabulary";
import { businessContact } from "~db/business-contact";
import type { Db } from "~db/client.server";
import { invoiceCredits, invoiceLines, invoices, payments } from "~db/schema";
import { balanceCents, isOverdue, processingAmount, type InvoiceRow } from "./invoice-lifecycle.server";
import { hashInvoiceToken, isInvoiceToken } from "./invoice-token.server";
import type { InvoiceView, PublicInvoiceView } from "./invoice-view";

/** What an unknown link says (404). */
export const UNKNOWN_INVOICE_LINK =
  "This invoice link is not valid. Please use the link in our latest email, or call us.";
/** What a voided invoice's link says (404). */
export const VOIDED_INVOICE =
  "This invoice was voided and no longer needs paying. If a new invoice replaces it, it was sent to you by email.";

/**
 * The money and lines both sides read, in the order they are shown; `processing` is the amount of a bank
 * payment on its way (the caller has the invoice's payments, or asks processingAmount).
 */
async function figuresOf(db: Db, row: InvoiceRow, today: string, processing: string | null) {
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, row.id))
    .orderBy(asc(invoiceLines.position));
  const credits = await db
    .select({ description: invoiceCredits.description, amount: invoiceCredits.amount })
    .from(invoiceCredits)
    .where(eq(invoiceCredits.invoiceId, row.id))
    .orderBy(asc(invoiceCredits.position));
  return {
    number: row.number,
    status: row.status as InvoiceStatus,
    overdue: isOverdue(row, today),
    lines: lines.map((line) => {
      const fields = storedLineFields(line);
      const priced = { quantity: fields.quantity, unitPriceCents: hundredths(line.unitPrice) };
      return { ...fields, total: fromCents(lineTotalCents(priced)) };
    }),
    credits,
    total: row.total,
    credited: row.credited,
    amountPaid: row.amountPaid,
    balance: fromCents(Math.max(0, balanceCents(row))),
    terms: row.terms as InvoiceTerms,
    notes: row.notes,
    issuedOn: row.issuedOn,
    dueDate: row.dueDate,
    processing,
  };
}

export async function loadInvoice(db: Db, id: number, now = new Date()): Promise<InvoiceView | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) return undefined;
  // What refunds took or are taking of each payment, pending ones included, as the refund path counts them.
  // The outer table is named in full: drizzle writes a lone table's columns unqualified, which `r` would take.
  const taken = sql<string>`(select coalesce(sum(r.amount), 0) from refunds r
    where r.payment_id = payments.id and r.status in ('pending', 'succeeded'))`;
  const paid = await db
    .select({ p: payments, taken })
    .from(payments)
    .where(and(eq(payments.invoiceId, id), ne(payments.status, "pending"), ne(payments.status, "expired")))
    .orderBy(asc(payments.id));
  return {
    id: row.id,
    ...(await figuresOf(
      db,
      row,
      businessToday(now),
      paid.find(({ p }) => p.status === "processing")?.p.amount ?? null,
    )),
    customer: {
      id: row.customerId,
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
    },
    bookingId: row.bookingId,
    estimateId: row.estimateId,
    payments: paid.map(({ p, taken }) => {
      const byHand = p.provider === OFFLINE_PROVIDER;
      const left = ["succeeded", "refund_pending"].includes(p.status)
        ? toCents(p.amount) - toCents(taken)
        : 0;
      return {
        id: p.id,
        amount: p.amount,
        refunded: p.refundedAmount,
        method: p.method as PaymentMethod | null,
        reference: p.reference,
        status: p.status,
        paidAt: p.paidAt?.toISOString() ?? null,
        byHand,
        refundable: fromCents(byHand ? 0 : Math.max(0, left)),
      };
    }),
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    remindersOff: row.remindersOff,
    createdAt: row.createdAt.toISOString(),
  };
}

export type InvoiceLink =
  | { state: "open"; invoiceId: number; view: PublicInvoiceView }
  | { state: "unknown"; message: string }
  | { state: "void"; message: string };

/** The invoice row of a link's token, locked for the caller's transaction; a 404 saying why otherwise. */
export async function lockInvoiceOfLink(db: Db, token: string): Promise<InvoiceRow> {
  const [row] = isInvoiceToken(token)
    ? await db
        .select()
        .from(invoices)
        .where(eq(invoices.tokenHash, hashInvoiceToken(token)))
        .for("update")
    : [];
  if (!row) throw notFound(UNKNOWN_INVOICE_LINK);
  if (row.status === "void") throw notFound(VOIDED_INVOICE);
  return row;
}

/** The invoice of a link's token, as its customer sees it. */
export async function invoiceOfLink(db: Db, token: string, now = new Date()): Promise<InvoiceLink> {
  if (!isInvoiceToken(token)) return { state: "unknown", message: UNKNOWN_INVOICE_LINK };
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.tokenHash, hashInvoiceToken(token)));
  if (!row) return { state: "unknown", message: UNKNOWN_INVOICE_LINK };
  if (row.status === "void") return { state: "void", message: VOIDED_INVOICE };
  return {
    state: "open",
    invoiceId: row.id,
    view: {
      ...(await figuresOf(db, row, businessToday(now), await processingAmount(db, row.id))),
      business: await businessContact(db),
      customer: { name: row.customerName },
    },
  };
}
