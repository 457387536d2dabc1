import { clsx } from "clsx";
import { useId, useState } from "react";
import { PRICING, formatSize, snapSize, type ProjectType } from "~/lib/calculator-pricing";

/**
 * The size of the project: a slider for quick changes and a number field for an exact figure, both held to the
 * type's range and step. The number field keeps what is typed until it is left (or Enter is pressed), so that
 * typing "120" does not jump to the minimum at "1"; sizes within the range update the total as they are typed.
 */
export function SizeField({
  type,
  size,
  onChange,
}: {
  type: ProjectType;
  size: number;
  onChange: (size: number) => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const { min, max, step, unit, sizeLabel } = PRICING[type];
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const typed = draft.trim() === "" ? Number.NaN : Number(draft);
    // An emptied field goes back to the size the total was showing, not to the type's default.
    onChange(Number.isNaN(typed) ? size : snapSize(type, typed));
    setDraft(null);
  };

  const onType = (value: string) => {
    setDraft(value);
    const typed = Number(value);
    if (value.trim() !== "" && typed >= min && typed <= max) onChange(snapSize(type, typed));
  };

  const inputClass =
    "rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100";

  return (
    <div>
      <label id={labelId} htmlFor={`${id}-number`} className="block font-semibold">
        {sizeLabel} ({unit})
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <input
          type="range"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-valuetext={formatSize(type, size)}
          min={min}
          max={max}
          step={step}
          value={size}
          onChange={(e) => {
            setDraft(null);
            onChange(snapSize(type, Number(e.target.value)));
          }}
          className="h-10 w-full min-w-0 cursor-pointer sm:flex-1 accent-brand-700 dark:accent-accent-400"
        />
        <input
          id={`${id}-number`}
          type="number"
          inputMode="numeric"
          aria-describedby={hintId}
          min={min}
          max={max}
          step={step}
          value={draft ?? String(size)}
          onChange={(e) => onType(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commit();
            }
          }}
          className={clsx("w-32 shrink-0", inputClass)}
        />
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        From {formatSize(type, min)} to {formatSize(type, max)}
        {step > 1 ? `, in steps of ${formatSize(type, step)}` : ""}.
      </p>
    </div>
  );
}
