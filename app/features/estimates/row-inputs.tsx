/**
 * The controls of a repeated row (an estimate's line, a visit): a small visible label, and an accessible
 * name that says which row ("Line 2 unit price", "Visit 2 time"), since every row has the same fields.
 * Client-safe.
 */
import { useId, type Ref } from "react";
import { cn } from "~/lib/cn";
import { formatTime12h } from "~/lib/dates";

const control =
  "block w-full rounded-md border border-slate-500 bg-white px-2.5 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";

type InputProps = React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement>;

export function LineInput({
  as = "input",
  label,
  accessibleName,
  error,
  className,
  ref,
  ...input
}: Omit<InputProps, "className"> & {
  as?: "input" | "textarea";
  /** What the label shows. */
  label: string;
  /** The accessible name, with the line's number. */
  accessibleName: string;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    ref,
    "aria-label": accessibleName,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    ...input,
  };
  return (
    <div className={cn("min-w-0 text-sm", className)}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {as === "textarea" ? (
        <textarea rows={2} className={cn(control, "min-h-16")} {...shared} />
      ) : (
        <input type="text" className={cn(control, "h-10")} {...shared} />
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Optional": the customer may add the line when approving; it stays out of the subtotal. */
export function LineCheckbox({
  accessibleName,
  ref,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & {
  accessibleName: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <label className="flex h-10 cursor-pointer items-center gap-2 self-end text-sm font-medium">
      <input
        ref={ref}
        type="checkbox"
        aria-label={accessibleName}
        className="h-5 w-5 rounded border-slate-500 accent-brand-700"
        {...input}
      />
      Optional
    </label>
  );
}

/** A time slot of the business's day, shown as a 12-hour time. */
export function TimeSelect({
  accessibleName,
  slots,
  error,
  ref,
  ...select
}: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "className"> & {
  /** With the row's number: "Visit 2 time". */
  accessibleName: string;
  slots: readonly string[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className="min-w-0 text-sm">
      <label htmlFor={id} className="mb-1 block font-medium">
        Time
      </label>
      <select
        id={id}
        ref={ref}
        aria-label={accessibleName}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block h-10 w-full rounded-md border border-slate-500 bg-white px-2 text-base aria-[invalid=true]:border-red-700 sm:text-sm dark:bg-slate-950"
        {...select}
      >
        <option value="">Choose a time</option>
        {slots.map((slot) => (
          <option key={slot} value={slot}>
            {formatTime12h(slot)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
