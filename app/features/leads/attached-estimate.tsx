import { useId } from "react";
import { buttonStyles } from "~/components/ui/button";
import { estimateDescription, estimateTotal, type CalculatorEstimate } from "~/lib/calculator-pricing";
import { formatWholeDollars } from "~/lib/money";

/** "Instant estimate attached: Kitchen remodel, 120 sq ft, Premium — $27,000", with a way to drop it. */
export function attachedEstimateText({ projectType, size, option }: CalculatorEstimate): string {
  const total = formatWholeDollars(estimateTotal(projectType, size, option));
  return `Instant estimate attached: ${estimateDescription(projectType, size, option)} — ${total}`;
}

/**
 * The calculator's estimate that goes with the quote request, under the details. The server prices it
 * again; a refusal of it (a price table that changed meanwhile) is shown here.
 */
export function AttachedEstimate({
  estimate,
  error,
  onRemove,
}: {
  estimate: CalculatorEstimate;
  error?: string;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col items-start gap-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm sm:flex-row sm:flex-wrap sm:items-center dark:border-slate-600 dark:bg-slate-900">
      <p id={`${id}-text`} className="min-w-0 font-medium text-slate-800 sm:flex-1 dark:text-slate-100">
        {attachedEstimateText(estimate)}
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-describedby={error ? `${id}-error` : `${id}-text`}
        className={buttonStyles("outline", "sm")}
      >
        Remove estimate
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
