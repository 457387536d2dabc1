/**
 * A control of a repeated row (a priced line, a visit): a small visible label, and an accessible name that
 * says which row ("Line 2 unit price", "Visit 2 time"), since every row has the same fields. Client-safe.
 */
import { useId, type Ref } from "react";
import { cn } from "~/lib/cn";

const control =
  "block w-full rounded-md border border-slate-500 bg-white px-2.5 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";

type InputProps = React.InputHTMLAttributes<HTMLInputElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled text input (or textarea) of one row, with its message under it. */
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
  /** The accessible name, with the row's number. */
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
