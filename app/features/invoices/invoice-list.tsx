/**
 * The Invoices section's table: one row an invoice, newest first; its number (or "Draft") opens it. Phones
 * keep the number and the balance, with the customer and the status under the number. Client-safe.
 */
import { Link } from "react-router";
import { InvoiceStatusBadges } from "~/components/ui/status-badges";
import { Table, tdClass, thClass, wideOnly } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { invoiceName, invoiceNumber } from "./invoice-names";
import type { InvoiceListItem } from "./invoice-view";

const COLUMNS = [
  { label: "Invoice", wide: false, figure: false },
  { label: "Customer", wide: true, figure: false },
  { label: "Status", wide: true, figure: false },
  { label: "Total", wide: true, figure: true },
  { label: "Paid", wide: true, figure: true },
  { label: "Balance", wide: false, figure: true },
  { label: "Issued", wide: true, figure: false },
  { label: "Due", wide: true, figure: false },
];

const figure = "text-right whitespace-nowrap tabular-nums";

/** "Nov 27, 2026": the long date with its month cut to three letters, so that eight columns fit 1280px. */
const listDate = (isoDate: string) => formatLongDate(isoDate).replace(/^([A-Za-z]{3})[a-z]*/, "$1");

export function InvoiceList({
  invoices,
  openHref,
}: {
  invoices: InvoiceListItem[];
  /** The address that opens an invoice, keeping the list's filters. */
  openHref: (id: number) => string;
}) {
  return (
    <Table caption="Invoices" narrow>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn(thClass, column.wide && wideOnly, column.figure && "text-right")}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr
            key={invoice.id}
            className={invoice.status === "void" ? "text-slate-600 dark:text-slate-400" : ""}
          >
            <th scope="row" className={cn(tdClass, "font-medium")}>
              <Link
                to={openHref(invoice.id)}
                preventScrollReset
                // "Draft" says little out of the table: the link's name says which invoice it opens.
                aria-label={invoiceName(invoice)}
                className="rounded-sm whitespace-nowrap text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 dark:text-accent-400"
              >
                {invoiceNumber(invoice)}
              </Link>
              {/* Phones leave the customer and status columns out: both show under the number. */}
              <div className="space-y-1 md:hidden">
                <div className="font-normal break-words">{invoice.customer.name}</div>
                <InvoiceStatusBadges status={invoice.status} overdue={invoice.overdue} />
              </div>
            </th>
            <td className={cn(tdClass, wideOnly)}>
              <div>{invoice.customer.name}</div>
              <div className="text-xs break-all text-slate-600 dark:text-slate-300">
                {invoice.customer.email}
              </div>
            </td>
            <td className={cn(tdClass, wideOnly)}>
              <InvoiceStatusBadges status={invoice.status} overdue={invoice.overdue} />
            </td>
            <td className={cn(tdClass, wideOnly, figure)}>{formatMoney(invoice.total)}</td>
            <td className={cn(tdClass, wideOnly, figure)}>{formatMoney(invoice.amountPaid)}</td>
            <td className={cn(tdClass, figure, "font-semibold")}>
              {/* A voided invoice is owed nothing, whatever was left on it. */}
              {invoice.status === "void" ? "—" : formatMoney(invoice.balance)}
            </td>
            <td className={cn(tdClass, wideOnly, "whitespace-nowrap")}>
              {invoice.issuedAt ? listDate(invoice.issuedAt) : "Not sent"}
            </td>
            <td className={cn(tdClass, wideOnly, "whitespace-nowrap")}>
              {invoice.dueDate ? listDate(invoice.dueDate) : "—"}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
