/** The latest accounting exports under the export form: when, what, the days it covered, its rows. Client-safe. */
import { RuledListSection } from "~/components/ui/ruled-list-section";
import { formatInstantDate, formatLongDate } from "~/lib/dates";
import type { AccountingExportView } from "./invoice-reports-view";

/** How many of the latest exports are shown. */
export const EXPORTS_SHOWN = 5;

export function ExportHistory({ exports }: { exports: readonly AccountingExportView[] }) {
  if (exports.length === 0) return null;
  return (
    <RuledListSection
      title="Recent exports"
      list="ul"
      level={2}
      className="mt-6"
      titleClassName="font-semibold"
    >
      {exports.slice(0, EXPORTS_SHOWN).map((made) => (
        <li key={made.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <span>
            <span className="font-medium">{made.kind === "invoices" ? "Invoices" : "Payments"}</span>,{" "}
            {formatLongDate(made.from)} to {formatLongDate(made.to)}
            {made.onlyNew && " (only new)"}
          </span>
          <span className="text-slate-600 dark:text-slate-300">
            {made.rowCount === 1 ? "1 row" : `${made.rowCount} rows`}, {formatInstantDate(made.createdAt)}
          </span>
        </li>
      ))}
    </RuledListSection>
  );
}
