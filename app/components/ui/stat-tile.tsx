import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A figure on a card inside a `<dl>`: its term, then what `children` says of it (one `<dd>` or more). */
interface StatTileProps {
  term: string;
  className?: string;
  children: ReactNode;
}

export function StatTile({ term, className, children }: StatTileProps) {
  return (
    <div
      className={cn(
        "rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900",
        className,
      )}
    >
      <dt className="text-sm text-slate-600 dark:text-slate-300">{term}</dt>
      {children}
    </div>
  );
}
