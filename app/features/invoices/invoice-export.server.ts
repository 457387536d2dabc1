/**
 * The accounting exports (docs/invoices.md): the invoices issued, and the payments of invoices received, in a
 * range of business days, as QuickBooks Online's import reads them. Each export is recorded with what it
 * included (accounting_export_invoices, accounting_export_payments), so that an export of only what is new
 * never lists again what an earlier one did: exports of a kind take turns (a transaction-scoped advisory
 * lock), and the statement that reads the rows is the one that marks them.
 */
import { eq, sql } from "drizzle-orm";
import { BUSINESS_TIME_ZONE } from "~/lib/dates";
import { fromCents, toCents } from "~/lib/deposit";
import { hundredths, lineTotalCents } from "~/lib/priced-lines";
import type { PaymentMethod } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { isoTimestamp, selectRows } from "~db/rows";
import { accountingExports } from "~db/schema";
import {
  INVOICE_COLUMNS,
  PAYMENT_COLUMNS,
  plainQuantity,
  qboDate,
  toCsv,
  type InvoiceCsvRow,
  type PaymentCsvRow,
} from "./invoice-export-csv.server";
import type { ExportQuery } from "./invoice-export.schema";
import type { AccountingExportKind, AccountingExportView } from "./invoice-reports-view";

/** The item of a line written without a catalog service. */
export const FREE_LINE_ITEM = "Services";
/** The item of a credit (a deposit or an earlier invoice of the same work), a line with a negative amount. */
export const CREDIT_ITEM = "Deposit credit";

/** How QuickBooks Online names the ways money was paid. */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: "Credit Card",
  us_bank_account: "ACH",
  check: "Check",
  cash: "Cash",
  bank_transfer: "Bank Transfer",
  other: "Other",
};

/** Invoices an export lists: sent, whatever was paid since; not drafts, not voided ones. */
const EXPORTED_STATUSES = sql.raw(`('sent', 'viewed', 'partially_paid', 'paid')`);
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

export interface ExportFile {
  filename: string;
  csv: string;
  rowCount: number;
}

/** `invoices-2026-01-01-to-2026-01-31.csv` */
const filenameOf = (kind: AccountingExportKind, { from, to }: ExportQuery) => `${kind}-${from}-to-${to}.csv`;

/**
 * Runs `write` in a transaction after the earlier exports of `kind` have finished, with the new export's
 * record, and records how many rows it wrote.
 */
async function recorded<Row>(
  db: Db,
  kind: AccountingExportKind,
  query: ExportQuery,
  write: (tx: Db, exportId: number) => Promise<Row[]>,
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`accounting-export:${kind}`}))`);
    const [record] = await tx
      .insert(accountingExports)
      .values({ kind, fromDate: query.from, toDate: query.to, onlyNew: query.onlyNew, rowCount: 0 })
      .returning({ id: accountingExports.id });
    const rows = await write(tx, record!.id);
    await tx
      .update(accountingExports)
      .set({ rowCount: rows.length })
      .where(eq(accountingExports.id, record!.id));
    return rows;
  });
}

interface InvoiceLineRow {
  number: string;
  customer: string;
  issuedOn: string;
  dueDate: string;
  item: string;
  description: string;
  quantity: string;
  /** A line's unit price, or null for a credit. */
  unitPrice: string | null;
  /** A credit's amount, or null for a line. */
  credit: string | null;
}

/**
 * The invoices issued from `from` to `to` (business days), one row a line and one a credit (a negative
 * amount), oldest first; with `onlyNew`, those no earlier export included.
 */
export async function exportInvoices(db: Db, query: ExportQuery): Promise<ExportFile> {
  const rows = await recorded(db, "invoices", query, async (tx, exportId) => {
    const lines = await selectRows<InvoiceLineRow>(
      tx,
      sql`with chosen as (
            select i.id, i.number, i.customer_name, i.issued_on, i.due_date
            from invoices i
            where i.status in ${EXPORTED_STATUSES}
              and i.issued_on between ${query.from}::date and ${query.to}::date
              and (${!query.onlyNew} or not exists (
                select 1 from accounting_export_invoices e where e.invoice_id = i.id))
          ),
          marked as (
            insert into accounting_export_invoices (invoice_id, export_id)
            select id, ${exportId} from chosen
          )
          select number, customer, "issuedOn", "dueDate", item, description, quantity, "unitPrice", credit
          from (
            select c.number, c.customer_name as customer, c.issued_on::text as "issuedOn",
                   c.due_date::text as "dueDate", 0 as part, l.position,
                   coalesce(s.name, ${FREE_LINE_ITEM}) as item, l.description, l.quantity::text as quantity,
                   l.unit_price::text as "unitPrice", null::text as credit
            from chosen c
            join invoice_lines l on l.invoice_id = c.id
            left join services s on s.id = l.service_id
            union all
            select c.number, c.customer_name, c.issued_on::text, c.due_date::text, 1, cr.position,
                   ${CREDIT_ITEM}, cr.description, '1', null, cr.amount::text
            from chosen c
            join invoice_credits cr on cr.invoice_id = c.id
          ) rows
          order by "issuedOn", number, part, position`,
    );
    return lines.map((line): InvoiceCsvRow => {
      const amount =
        line.credit !== null
          ? fromCents(-toCents(line.credit))
          : fromCents(
              lineTotalCents({
                quantity: Number(line.quantity),
                unitPriceCents: hundredths(line.unitPrice!),
              }),
            );
      return {
        InvoiceNo: line.number,
        Customer: line.customer,
        InvoiceDate: qboDate(line.issuedOn),
        DueDate: qboDate(line.dueDate),
        Item: line.item,
        ItemDescription: line.description,
        ItemQuantity: plainQuantity(line.quantity),
        ItemRate: line.credit !== null ? amount : line.unitPrice!,
        ItemAmount: amount,
      };
    });
  });
  return {
    filename: filenameOf("invoices", query),
    csv: toCsv(INVOICE_COLUMNS, rows),
    rowCount: rows.length,
  };
}

interface PaymentRow {
  paidOn: string;
  customer: string;
  number: string;
  method: PaymentMethod | null;
  reference: string;
  amount: string;
}

/**
 * The payments of invoices received from `from` to `to` (the business day they were paid or received), one
 * row each, oldest first; with `onlyNew`, those no earlier export included. The amount is what was
 * received: a refund is entered in the accounting as a refund.
 */
export async function exportPayments(db: Db, query: ExportQuery): Promise<ExportFile> {
  const rows = await recorded(db, "payments", query, async (tx, exportId) => {
    const payments = await selectRows<PaymentRow>(
      tx,
      sql`with chosen as (
            select p.id, p.paid_at, (p.paid_at at time zone ${zone})::date::text as "paidOn",
                   i.customer_name as customer, i.number, p.method,
                   coalesce(nullif(p.reference, ''), p.transaction_id, '') as reference, p.amount::text as amount
            from payments p
            join invoices i on i.id = p.invoice_id
            where p.status = 'succeeded' and p.paid_at is not null
              and (p.paid_at at time zone ${zone})::date between ${query.from}::date and ${query.to}::date
              and (${!query.onlyNew} or not exists (
                select 1 from accounting_export_payments e where e.payment_id = p.id))
          ),
          marked as (
            insert into accounting_export_payments (payment_id, export_id)
            select id, ${exportId} from chosen
          )
          select "paidOn", customer, number, method, reference, amount
          from chosen order by paid_at, id`,
    );
    return payments.map((payment): PaymentCsvRow => ({
      PaymentDate: qboDate(payment.paidOn),
      Customer: payment.customer,
      InvoiceNo: payment.number,
      PaymentMethod: payment.method ? METHOD_NAMES[payment.method] : "",
      ReferenceNo: payment.reference,
      Amount: payment.amount,
    }));
  });
  return {
    filename: filenameOf("payments", query),
    csv: toCsv(PAYMENT_COLUMNS, rows),
    rowCount: rows.length,
  };
}

/** The latest exports, newest first (the back office shows the last one). */
export async function recentExports(db: Db, limit = 20): Promise<AccountingExportView[]> {
  return selectRows<AccountingExportView>(
    db,
    sql`select id, kind, from_date::text as "from", to_date::text as "to", only_new as "onlyNew",
               row_count as "rowCount", ${isoTimestamp(sql`created_at`)} as "createdAt"
        from ${accountingExports}
        order by created_at desc, id desc
        limit ${limit}`,
  );
}
