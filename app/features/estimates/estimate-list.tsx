/** The Estimates tab's table: one row a revision, newest first; its number opens it. Client-safe. */
import { Link } from "react-router";
import { EstimateStatusBadge } from "~/components/ui/status-badges";
import { Table, tdClass, thClass, wideOnly } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatInstantDate, formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { estimateNumber } from "./admin-estimate";
import type { EstimateListItem } from "./estimate-view";

const COLUMNS = [
  { label: "Estimate", wide: false },
  { label: "Customer", wide: false },
  { label: "Title", wide: true },
  { label: "Subtotal", wide: true },
  { label: "Status", wide: false },
  { label: "Valid until", wide: true },
  { label: "Sent", wide: true },
];

export function EstimateList({
  estimates,
  openHref,
}: {
  estimates: EstimateListItem[];
  /** The address that opens an estimate, keeping the list's filters. */
  openHref: (id: number) => string;
}) {
  return (
    <Table caption="Estimates" narrow>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.label} scope="col" className={cn(thClass, column.wide && wideOnly)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {estimates.map((estimate) => (
          <tr
            key={estimate.id}
            // A replaced revision stays listed as history, greyed; its badge says "Replaced".
            className={estimate.superseded ? "text-slate-500 dark:text-slate-400" : undefined}
          >
            <th scope="row" className={cn(tdClass, "font-medium whitespace-nowrap")}>
              <Link
                to={openHref(estimate.id)}
                preventScrollReset
                // "#12" says little out of the table: the link's name says what it opens.
                aria-label={`Estimate ${estimateNumber(estimate)}`}
                className="rounded-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 dark:text-accent-400"
              >
                {estimateNumber(estimate)}
              </Link>
              {/* Phones leave the title column out: it shows under the number. */}
              <div className="max-w-40 truncate text-xs font-normal md:hidden">{estimate.title}</div>
            </th>
            <td className={tdClass}>
              <div>{estimate.customerName}</div>
              {/* Phones leave the subtotal column out too, so that the status stays in sight. */}
              <div className="tabular-nums md:hidden">{formatMoney(estimate.subtotal)}</div>
              <div className="text-xs break-all text-slate-600 max-md:hidden dark:text-slate-300">
                {estimate.customerEmail}
              </div>
            </td>
            <td className={cn(tdClass, wideOnly)}>{estimate.title}</td>
            <td className={cn(tdClass, wideOnly, "whitespace-nowrap tabular-nums")}>
              {formatMoney(estimate.subtotal)}
            </td>
            <td className={tdClass}>
              <EstimateStatusBadge status={estimate.status} superseded={estimate.superseded} />
            </td>
            <td className={cn(tdClass, wideOnly, "whitespace-nowrap")}>
              {formatLongDate(estimate.validUntil)}
            </td>
            <td className={cn(tdClass, wideOnly, "whitespace-nowrap")}>
              {estimate.sentAt ? formatInstantDate(estimate.sentAt) : "Not sent"}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
