/**
 * The accounting exports' CSV files (docs/invoices.md), in the columns of QuickBooks Online's import:
 * RFC 4180 quoting by csv-stringify (a field with a comma, a quote or a line break is quoted, quotes
 * doubled; lines end CRLF), and no formulas: a text cell starting with = + - @ (or a tab or carriage
 * return) gets a leading ' so that a spreadsheet shows it rather than computing it. The amounts, which the
 * site writes itself, keep their minus sign.
 */
import { stringify } from "csv-stringify/sync";

export const INVOICE_COLUMNS = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Item",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
] as const;

export const PAYMENT_COLUMNS = [
  "PaymentDate",
  "Customer",
  "InvoiceNo",
  "PaymentMethod",
  "ReferenceNo",
  "Amount",
] as const;

export type InvoiceCsvRow = Record<(typeof INVOICE_COLUMNS)[number], string>;
export type PaymentCsvRow = Record<(typeof PAYMENT_COLUMNS)[number], string>;

/** Columns of numbers the site writes (amounts, quantities): a minus sign there is a number's. */
const NUMBER_COLUMNS = new Set<string>(["ItemQuantity", "ItemRate", "ItemAmount", "Amount"]);

/** A header line and one line a row, each cell quoted as needed and kept from being read as a formula. */
export function toCsv<Column extends string>(
  columns: readonly Column[],
  rows: readonly Record<Column, string>[],
): string {
  return stringify(rows as Record<string, string>[], {
    header: true,
    columns: [...columns],
    record_delimiter: "windows",
    escape_formulas: true,
    cast: {
      string: (value, context) =>
        context.column !== undefined && NUMBER_COLUMNS.has(String(context.column))
          ? { value, escape_formulas: false }
          : value,
    },
  });
}

/** "2026-01-31" -> "01/31/2026", as QuickBooks Online reads dates. */
export const qboDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split("-");
  return `${month}/${day}/${year}`;
};

/** A quantity as numeric text without its trailing zeros: "2.50" -> "2.5", "3.00" -> "3". */
export const plainQuantity = (quantity: string) =>
  quantity.includes(".") ? quantity.replace(/\.?0+$/, "") : quantity;
