/**
 * The back office's writing of invoices (docs/invoices.md): a draft is created, rewritten and deleted at
 * will; once sent it never changes. The draft's credits are worked out each time it is written, from what was
 * paid before for the same work: the booked visit's deposit, or the estimate's deposit and its other
 * invoices' payments (for the job's completion invoice, what its earlier invoices billed).
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { businessToday, formatLongDate } from "~/lib/dates";
import { fromCents, toCents } from "~/lib/deposit";
import { FIX_FIELDS, invalid } from "~/lib/domain-error";
import { completionCredits, type Credit } from "~/lib/job-money.server";
import { hundredths, lineTotalCents, pricedLineRow } from "~/lib/priced-lines";
import type { Db } from "~db/client.server";
import { upsertCustomerByEmail } from "~db/customers";
import {
  bookings,
  businessSettings,
  changeOrders,
  customers,
  estimateMilestones,
  estimates,
  invoiceCredits,
  invoiceLines,
  invoices,
  payments,
} from "~db/schema";
import { InvoiceStateError, lockInvoice, ONLY_DRAFTS_CHANGED } from "./invoice-lifecycle.server";
import type { InvoiceBody } from "./invoice.schema";

const linesCents = (lines: InvoiceBody["lines"]) =>
  lines.reduce(
    (sum, line) =>
      sum + lineTotalCents({ quantity: line.quantity, unitPriceCents: hundredths(line.unitPrice) }),
    0,
  );

/** The customer billed: an existing one by id, or found (or made) by email. */
async function customerOf(db: Db, body: InvoiceBody) {
  if (body.customerId !== null) {
    const [row] = await db.select().from(customers).where(eq(customers.id, body.customerId));
    if (!row) throw invalid(FIX_FIELDS, { customerId: "That customer does not exist" });
    return { id: row.id, name: row.name, email: row.email, phone: row.phone };
  }
  const person = body.customer!;
  const { id, email } = await upsertCustomerByEmail(db, person);
  return { id, name: person.name, email, phone: person.phone };
}

const paidNet = sql<string>`${payments.amount} - ${payments.refundedAmount}`;
const paidOn = (paidAt: Date | null) => formatLongDate(businessToday(paidAt ?? new Date()));

/** The booked visit's deposit (each succeeded payment of it, net of refunds). */
async function bookingCredits(db: Db, bookingId: number, customerId: number): Promise<Credit[]> {
  const [booking] = await db
    .select({ customerId: bookings.customerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw invalid(FIX_FIELDS, { bookingId: "That booking does not exist" });
  if (booking.customerId !== customerId)
    throw invalid(FIX_FIELDS, { bookingId: "That booking is another customer's" });
  const paid = await db
    .select({ net: paidNet, paidAt: payments.paidAt })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.id));
  return paid.map((p) => ({ description: `Deposit paid ${paidOn(p.paidAt)}`, cents: toCents(p.net) }));
}

/**
 * What an invoice is to its estimate's job: one the owner writes (`owner`), a milestone's (`milestone`) or
 * the completion invoice (`completion`), made by app/workflows/schedule-invoices.server.ts, or the invoice of
 * a change order billed at once (`change_order`).
 */
export type ScheduleKind = "owner" | "milestone" | "completion" | "change_order";

/**
 * The estimate's deposit, then what was paid of its other invoices (not voided). A milestone's invoice asks its
 * share and the change orders it carries, a change order's its work: no credits. The completion invoice lists
 * the whole contract, so it credits everything billed before it: the deposit and what each earlier invoice of
 * the job billed, paid or still owed on its own (completionCredits, app/lib/job-money.server.ts).
 */
async function estimateCredits(
  db: Db,
  estimateId: number,
  customerId: number,
  invoiceId: number | undefined,
  kind: ScheduleKind,
): Promise<Credit[]> {
  const [estimate] = await db
    .select({ customerId: estimates.customerId, number: estimates.number })
    .from(estimates)
    .where(eq(estimates.id, estimateId));
  if (!estimate) throw invalid(FIX_FIELDS, { estimateId: "That estimate does not exist" });
  if (estimate.customerId !== customerId)
    throw invalid(FIX_FIELDS, { estimateId: "That estimate is another customer's" });
  if (kind === "milestone" || kind === "change_order") return [];
  if (kind === "completion")
    return completionCredits(db, { id: estimateId, number: estimate.number }, invoiceId);
  const deposits = await db
    .select({ net: paidNet, paidAt: payments.paidAt })
    .from(payments)
    .where(and(eq(payments.estimateId, estimateId), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.id));
  const earlier = await db
    .select({ number: invoices.number, paid: invoices.amountPaid })
    .from(invoices)
    .where(
      and(
        eq(invoices.estimateId, estimateId),
        ne(invoices.status, "void"),
        sql`${invoices.amountPaid} > 0`,
        invoiceId === undefined ? undefined : ne(invoices.id, invoiceId),
      ),
    )
    .orderBy(asc(invoices.id));
  return [
    ...deposits.map((p) => ({
      description: `Deposit for estimate #${estimate.number}, paid ${paidOn(p.paidAt)}`,
      cents: toCents(p.net),
    })),
    ...earlier.map((i) => ({ description: `Invoice ${i.number}, paid`, cents: toCents(i.paid) })),
  ];
}

/** Credits in order, up to the total: an invoice never asks less than nothing. */
function creditsWithin(credits: Credit[], totalCents: number): Credit[] {
  let left = totalCents;
  const kept: Credit[] = [];
  // A deposit refunded in full credits nothing, and leaves the credits after it standing.
  for (const credit of credits.filter((c) => c.cents > 0)) {
    const cents = Math.min(credit.cents, left);
    if (cents <= 0) break;
    kept.push({ ...credit, cents });
    left -= cents;
  }
  return kept;
}

async function write(db: Db, invoiceId: number | undefined, body: InvoiceBody, kind: ScheduleKind) {
  const customer = await customerOf(db, body);
  const totalCents = linesCents(body.lines);
  const found = [
    ...(body.bookingId !== null ? await bookingCredits(db, body.bookingId, customer.id) : []),
    ...(body.estimateId !== null
      ? await estimateCredits(db, body.estimateId, customer.id, invoiceId, kind)
      : []),
  ];
  const credits = creditsWithin(found, totalCents);
  const [settings] = await db
    .select({ terms: businessSettings.invoiceTerms })
    .from(businessSettings)
    .limit(1);
  const content = {
    customerId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    bookingId: body.bookingId,
    estimateId: body.estimateId,
    terms: body.terms ?? ((settings?.terms ?? "net_15") as NonNullable<InvoiceBody["terms"]>),
    notes: body.notes,
    total: fromCents(totalCents),
    credited: fromCents(credits.reduce((sum, c) => sum + c.cents, 0)),
  };
  const id =
    invoiceId ??
    (
      await db
        .insert(invoices)
        .values({ ...content, completion: kind === "completion" })
        .returning({ id: invoices.id })
    )[0]!.id;
  if (invoiceId !== undefined) {
    await db.update(invoices).set(content).where(eq(invoices.id, id));
    await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
    await db.delete(invoiceCredits).where(eq(invoiceCredits.invoiceId, id));
  }
  await db
    .insert(invoiceLines)
    .values(body.lines.map((line, position) => ({ ...pricedLineRow(line, position), invoiceId: id })));
  if (credits.length > 0) {
    await db.insert(invoiceCredits).values(
      credits.map((credit, position) => ({
        invoiceId: id,
        position,
        description: credit.description,
        amount: fromCents(credit.cents),
      })),
    );
  }
  return id;
}

/** A new draft; `kind` says whether a payment schedule made it (its credits differ). */
export function createInvoice(db: Db, body: InvoiceBody, kind: ScheduleKind = "owner"): Promise<number> {
  return db.transaction((tx) => write(tx, undefined, body, kind));
}

/** What a draft is to its estimate's schedule, so that rewriting it keeps its kind of credits. */
async function scheduleKindOf(db: Db, row: { id: number; completion: boolean }): Promise<ScheduleKind> {
  if (row.completion) return "completion";
  const [order] = await db
    .select({ id: changeOrders.id })
    .from(changeOrders)
    .where(and(eq(changeOrders.invoiceId, row.id), eq(changeOrders.billing, "invoice_now")))
    .limit(1);
  if (order) return "change_order";
  const [milestone] = await db
    .select({ id: estimateMilestones.id })
    .from(estimateMilestones)
    .where(eq(estimateMilestones.invoiceId, row.id))
    .limit(1);
  return milestone ? "milestone" : "owner";
}

/** Rewrites a draft; a sent invoice is a 409. */
export async function updateInvoice(db: Db, id: number, body: InvoiceBody) {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== "draft") throw new InvoiceStateError(ONLY_DRAFTS_CHANGED);
    await write(tx, id, body, await scheduleKindOf(tx, row));
  });
}

/** Deletes a draft; a sent invoice is a 409 (it is voided instead). */
export async function deleteInvoice(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== "draft") throw new InvoiceStateError(ONLY_DRAFTS_CHANGED);
    await tx.delete(invoices).where(eq(invoices.id, id));
  });
}
