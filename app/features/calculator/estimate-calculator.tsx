import { useId, useLayoutEffect, useRef, useState } from "react";
import {
  DEFAULT_PROJECT_TYPE,
  PRICING,
  PROJECT_TYPES,
  estimateSummary,
  estimateTotal,
  snapSize,
  type CalculatorEstimate,
  type ProjectType,
} from "~/lib/calculator-pricing";
import { formatWholeDollars } from "~/lib/money";
import { adoptShownControls, initialChoices, shownControls, type Choice } from "./choices";
import { SizeField } from "./size-field";

export interface UsedEstimate {
  projectType: ProjectType;
  /** The estimate in words, for the quote form's details. */
  summary: string;
  /** The same estimate as data, sent with the quote request (the server prices it again). */
  estimate: CalculatorEstimate;
}

/**
 * "Quick Estimate Calculator": project type, size and quality or material give a live total.
 * Each project type keeps its own size and option, so comparing a kitchen with a bathroom loses neither.
 */
export function EstimateCalculator({ onUseEstimate }: { onUseEstimate?: (estimate: UsedEstimate) => void }) {
  const id = useId();
  const [type, setType] = useState<ProjectType>(DEFAULT_PROJECT_TYPE);
  const [choices, setChoices] = useState(initialChoices);
  const [used, setUsed] = useState(false);
  const root = useRef<HTMLElement>(null);

  // On the home page this section hydrates some time after it is shown, and meanwhile its controls work as
  // plain HTML: what a visitor chose then is taken over once, before the first paint of the hydrated section,
  // so the options and the total are those of the type that is checked (choices.ts).
  useLayoutEffect(() => {
    if (!root.current) return;
    const early = adoptShownControls(DEFAULT_PROJECT_TYPE, initialChoices(), shownControls(root.current));
    if (!early) return;
    setType(early.type);
    setChoices(early.choices);
  }, []);

  const pricing = PRICING[type];
  const { size, option } = choices[type];
  const total = estimateTotal(type, size, option);

  const update = (patch: Partial<Choice>) => {
    setChoices((current) => ({ ...current, [type]: { ...current[type], ...patch } }));
    setUsed(false);
  };

  const sendEstimate = () => {
    onUseEstimate?.({
      projectType: type,
      summary: estimateSummary(type, size, option),
      // The size as it was priced (a typed size between two steps is priced at the nearer one).
      estimate: { projectType: type, size: snapSize(type, size), option },
    });
    setUsed(true);
  };

  const optionLabel = pricing.optionKind === "quality" ? "Quality" : "Material";

  return (
    <section
      ref={root}
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-800"
    >
      <h3 id={`${id}-heading`} className="text-2xl font-bold">
        Quick Estimate Calculator
      </h3>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        A ballpark price for your project in seconds. Free, no obligation.
      </p>

      <fieldset className="mt-6">
        <legend className="font-semibold">Project type</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PROJECT_TYPES.map((t) => (
            <label
              key={t}
              className="relative cursor-pointer rounded-full border border-slate-500 px-4 py-2 font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 hover:bg-slate-100 has-checked:hover:bg-brand-700 dark:border-slate-400 dark:text-slate-100 dark:hover:bg-slate-700 dark:has-checked:border-accent-400 dark:has-checked:bg-accent-400 dark:has-checked:text-slate-950"
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={t}
                checked={type === t}
                onChange={() => {
                  setType(t);
                  setUsed(false);
                }}
                // Covers the whole pill, so a tap anywhere on it lands on the radio itself.
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {PRICING[t].label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6">
        <SizeField key={type} type={type} size={size} onChange={(s) => update({ size: s })} />
      </div>

      <div className="mt-6">
        <label htmlFor={`${id}-option`} className="block font-semibold">
          {optionLabel}
        </label>
        <select
          id={`${id}-option`}
          value={option}
          onChange={(e) => update({ option: e.target.value })}
          className="mt-2 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100"
        >
          {pricing.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label} ({formatWholeDollars(o.pricePerUnit)} per {pricing.unit})
            </option>
          ))}
        </select>
      </div>

      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-labelledby={`${id}-total-label`}
        className="mt-6 rounded-md bg-brand-50 p-4 dark:bg-slate-900"
      >
        <p id={`${id}-total-label`} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Estimated total
        </p>
        <p className="text-4xl font-extrabold tracking-tight text-brand-800 dark:text-accent-400">
          {formatWholeDollars(total)}
        </p>
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{pricing.note}</p>

      <button
        type="button"
        onClick={sendEstimate}
        className="mt-6 inline-flex w-full items-center justify-center rounded-md bg-accent-500 px-6 py-3 font-semibold text-slate-950 transition-colors hover:bg-accent-400"
      >
        Get this estimate
      </button>
      {/* Always in the page, so that screen readers announce the text when it appears. */}
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-green-700 dark:text-green-400">
        {used && onUseEstimate ? "Estimate added to your quote request." : ""}
      </p>
    </section>
  );
}
