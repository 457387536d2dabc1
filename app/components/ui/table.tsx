import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A data table that scrolls sideways inside its card when the screen is narrower than its columns. */
export function Table({
  caption,
  columns,
  children,
  narrow = false,
}: {
  caption: string;
  /** The header row's names, when every column shows on every screen. */
  columns?: readonly string[];
  children: ReactNode;
  /** Columns marked `wideOnly` are left out on phones, so the rest fits a phone's width. */
  narrow?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className={cn("w-full text-left text-sm", narrow ? "md:min-w-[40rem]" : "min-w-[40rem]")}>
        <caption className="sr-only">{caption}</caption>
        {columns && (
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={thClass}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        {children}
      </table>
    </div>
  );
}

export const thClass =
  "bg-slate-50 px-3 py-3 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200";
export const tdClass = "border-t border-slate-200 px-3 py-3 align-top dark:border-slate-700";
/** The cell that names its row (`<th scope="row">`). */
export const rowHeadClass = `${tdClass} font-medium`;

/** What a list shows in place of its table while it has no rows. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
      {children}
    </p>
  );
}

/** For a column that phones leave out (descriptions, categories): put on its header and cells. */
export const wideOnly = "max-md:hidden";
