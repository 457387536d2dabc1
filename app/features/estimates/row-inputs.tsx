/**
 * The estimate's own controls of a repeated row (an estimate's line, a payment, a visit), beside the shared
 * LineInput (app/components/ui/line-input.tsx): the "Optional" box, a row's select and the time of a visit.
 * Client-safe.
 */
import { useId, type Ref } from "react";
import { formatTime12h } from "~/lib/dates";

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

/** A labelled select of one row (a payment's type, a visit's time), with its message under it. */
export function RowSelect({
  label,
  accessibleName,
  error,
  ref,
  children,
  ...select
}: Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "className"> & {
  label: string;
  /** With the row's number: "Payment 2 due", "Visit 2 time". */
  accessibleName: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className="min-w-0 text-sm">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
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
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** A time slot of the business's day, shown as a 12-hour time. */
export function TimeSelect({
  slots,
  ...select
}: Omit<React.ComponentProps<typeof RowSelect>, "label" | "children"> & { slots: readonly string[] }) {
  return (
    <RowSelect label="Time" {...select}>
      <option value="">Choose a time</option>
      {slots.map((slot) => (
        <option key={slot} value={slot}>
          {formatTime12h(slot)}
        </option>
      ))}
    </RowSelect>
  );
}
