/**
 * The invoices' reports as the API answers them (docs/invoices.md): the receivables by age, and the
 * accounting exports made. Amounts are decimal strings, dates yyyy-MM-dd, instants ISO. Client-safe.
 */
import { z } from "zod";
import { timestamp } from "~/lib/endpoint";

/**
 * The money received this business month from every kind of payment (deposits of bookings and estimates,
 * invoices paid online or by hand), net of the refunds made this month: `amount` is what was kept,
 * `payments` how many payments came in, `refunded` what went back.
 */
export const collectedView = z.object({
  amount: z.string(),
  payments: z.number(),
  refunded: z.string(),
});
export type CollectedView = z.infer<typeof collectedView>;

/**
 * What the open invoices (sent, viewed, partially paid) still owe, by how far past their due date they are
 * in business time: not yet past due, 1-30 days, 31-60, 61-90, over 90; `total` is their sum.
 * Beside them, what was collected this month (the dashboard's money panel shows both).
 */
export const receivablesView = z.object({
  current: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  over90: z.string(),
  total: z.string(),
  collectedThisMonth: collectedView,
});
export type ReceivablesView = z.infer<typeof receivablesView>;

/** What an export lists: the invoices' lines, or the payments received. */
export const ACCOUNTING_EXPORT_KINDS = ["invoices", "payments"] as const;
export type AccountingExportKind = (typeof ACCOUNTING_EXPORT_KINDS)[number];

/** One export made: its range, whether it took only what no earlier export included, its rows. */
export const accountingExportView = z.object({
  id: z.number(),
  kind: z.enum(ACCOUNTING_EXPORT_KINDS),
  from: z.string(),
  to: z.string(),
  onlyNew: z.boolean(),
  rowCount: z.number(),
  createdAt: timestamp,
});
export type AccountingExportView = z.infer<typeof accountingExportView>;

/** The latest exports, newest first. */
export const accountingExportsView = z.object({ items: z.array(accountingExportView) });
