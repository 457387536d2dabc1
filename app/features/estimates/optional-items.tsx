/**
 * The estimate's optional items: while it can be approved, one checkbox each ("Add …") that the total and
 * the deposit follow; once approved, which ones were added. Client-safe.
 */
import { formatMoney } from "~/lib/money";
import { formatQuantity } from "./estimate-labels";
import type { EstimateLineView } from "./estimate-view";

interface OptionalItemsProps {
  lines: readonly EstimateLineView[];
  chosen: readonly number[];
  /** Absent once the estimate is closed: the items are then listed, not offered. */
  onToggle?: (id: number, added: boolean) => void;
  /**
   * The boxes' name and the form they post with (the approval's, outside which they are drawn), so that
   * a form posted without script carries the ticked items.
   */
  postedAs?: { name: string; form: string };
  /** Once approved: say which items were added. */
  showChosen?: boolean;
}

export function OptionalItems({ lines, chosen, onToggle, postedAs, showChosen }: OptionalItemsProps) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {lines.map((line) => {
        const added = chosen.includes(line.id);
        const figures = (
          <span className="mt-1 flex items-baseline justify-between gap-4 text-sm">
            <span className="text-slate-600 tabular-nums dark:text-slate-300">
              {formatQuantity(line)} × {formatMoney(line.unitPrice)}
            </span>
            <span className="text-base font-semibold text-slate-900 tabular-nums dark:text-slate-100">
              {formatMoney(line.total)}
            </span>
          </span>
        );
        return (
          <li key={line.id}>
            {onToggle ? (
              <label className="flex cursor-pointer gap-3 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60">
                <input
                  type="checkbox"
                  checked={added}
                  name={postedAs?.name}
                  form={postedAs?.form}
                  value={String(line.id)}
                  onChange={(event) => onToggle(line.id, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-accent-500"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium whitespace-pre-line">Add {line.description}</span>
                  {figures}
                </span>
              </label>
            ) : (
              <div className="px-4 py-3">
                <p className="font-medium whitespace-pre-line">{line.description}</p>
                {figures}
                {showChosen && (
                  <p className="mt-1 text-sm font-semibold text-slate-700 dark:text-slate-300">
                    {added ? "Added" : "Not added"}
                  </p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
