import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A data table that scrolls sideways inside its card when the screen is narrower than its columns. */
export function Table({
  caption,
  children,
  narrow = false,
}: {
  caption: string;
  children: ReactNode;
  /** Columns marked `wideOnly` are left out on phones, so the rest fits a phone's width. */
  narrow?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className={cn("w-full text-left text-sm", narrow ? "md:min-w-[40rem]" : "min-w-[40rem]")}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const thClass =
  "bg-slate-50 px-3 py-3 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200";
export const tdClass = "border-t border-slate-200 px-3 py-3 align-top dark:border-slate-700";

/** For a column that phones leave out (descriptions, categories): put on its header and cells. */
export const wideOnly = "max-md:hidden";
