/**
 * My Projects' invoices (docs/invoices.md): the customer's sent invoices, newest first, their receipts and a
 * bank payment still processing.
 */
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { businessToday } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import type { InvoiceStatus, PaymentMethod } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { invoices, payments } from "~db/schema";
import { balanceCents, isOverdue } from "./invoice-lifecycle.server";
import { invoicePath, invoiceToken } from "./invoice-token.server";
import type { MyInvoice } from "./my-invoice";

/** The invoices sent to `email` (not drafts, not voided), with the link their mail gave. */
export async function invoicesOfEmail(
  db: Db,
  email: string,
  linkSecret: string,
  now = new Date(),
): Promise<MyInvoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.customerEmail, email.toLowerCase()),
        ne(invoices.status, "draft"),
        ne(invoices.status, "void"),
        sql`${invoices.tokenNonce} is not null`,
      ),
    )
    .orderBy(desc(invoices.issuedOn), desc(invoices.id));
  const paid =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(payments)
          .where(
            and(
              inArray(
                payments.invoiceId,
                rows.map((row) => row.id),
              ),
              inArray(payments.status, ["succeeded", "processing"]),
            ),
          )
          .orderBy(asc(payments.paidAt), asc(payments.id));
  const today = businessToday(now);
  return rows.map((row) => ({
    number: row.number!,
    status: row.status as InvoiceStatus,
    overdue: isOverdue(row, today),
    total: row.total,
    balance: fromCents(Math.max(0, balanceCents(row))),
    issuedOn: row.issuedOn!,
    dueDate: row.dueDate!,
    path: invoicePath(invoiceToken(linkSecret, row.tokenNonce!)),
    processing:
      paid.find((payment) => payment.invoiceId === row.id && payment.status === "processing")?.amount ?? null,
    receipts: paid
      .filter((payment) => payment.invoiceId === row.id && payment.status === "succeeded")
      .map((payment) => ({
        amount: payment.amount,
        paidOn: businessToday(payment.paidAt ?? now),
        method: payment.method as PaymentMethod | null,
        reference: payment.reference,
      })),
  }));
}
