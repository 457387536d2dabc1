import { useId, type InputHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/**
 * A setting ticked on or off: the box, its label beside it and an optional line under the label saying
 * what the choice does, read with the box.
 */
export function CheckboxField({
  label,
  hint,
  className,
  ...input
}: { label: string; hint?: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className"
>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        {...input}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
