import { useId } from "react";
import { spinner } from "~/components/ui/icons/spinner";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

/**
 * The site's one field component: a label, the control, an optional description (`hint`) and the field's
 * message under it; the control is aria-invalid and described by the message, which is announced
 * (role="alert") when it appears. A form binds each field with `{...field(name)}` (bindFields in
 * use-zod-form.ts: register's props, the form's or the refused post's message, the posted value, the focus);
 * docs/forms.md.
 */
interface FieldProps {
  label: string;
  error?: string;
  /** A short hint under the label, read with the field. */
  hint?: string;
  className?: string;
}

const controlClass =
  "block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700 sm:text-sm dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400";

function useFieldIds(error?: string, hint?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return { id, errorId, hintId, describedBy };
}

function FieldShell({
  id,
  label,
  error,
  errorId,
  hint,
  hintId,
  className,
  children,
}: FieldProps & { id: string; errorId: string; hintId: string; children: React.ReactNode }) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's message under it, announced when it appears; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      {error}
    </p>
  );
}

/**
 * A form's message that names no field, said above its button; nothing when there is none. `boxed` draws it
 * on a tinted panel.
 */
export function FormFailure({ failure, boxed = false }: { failure: string | null; boxed?: boolean }) {
  if (!failure) return null;
  return (
    <p
      role="alert"
      className={
        boxed
          ? "rounded-md bg-red-50 px-4 py-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
          : "font-medium text-red-700 dark:text-red-400"
      }
    >
      {failure}
    </p>
  );
}

/**
 * A message over a form's fields: the refusal of its post (announced at once) or its thank-you (a status).
 * `id` lets the form be described by it.
 */
export function FormNotice({
  kind,
  text,
  id,
  className,
}: {
  kind: "refused" | "sent";
  text: string;
  id?: string;
  className?: string;
}) {
  return (
    <p
      id={id}
      role={kind === "sent" ? "status" : "alert"}
      className={cn(
        "rounded-md border p-3 text-sm font-medium",
        kind === "sent"
          ? "border-green-700 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100"
          : "border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
        className,
      )}
    >
      {text}
    </p>
  );
}

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "className">) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} className={className}>
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn("h-10", controlClass)}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "className">) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn("min-h-28", controlClass)}
        {...textarea}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "className">) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldShell {...ids} label={label} error={error} hint={hint} className={className}>
      <select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn("h-10", controlClass)}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/**
 * A field people never see and bots fill in. Hidden from sight, from assistive technology, from the tab
 * order and from autofill; the server quietly drops any submission that carries a value.
 */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Company
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

const buttonClass =
  "inline-flex h-11 items-center justify-center gap-2 rounded-md px-6 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70";
const buttonLooks = {
  primary:
    "bg-brand-700 text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400",
  outline:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
};

/** A form's button look, for a link that stands for one of its actions ("Use a different email"). */
export const formButtonClass = (look: keyof typeof buttonLooks = "primary") =>
  cn(buttonClass, buttonLooks[look]);

/**
 * The form's submit button; while busy it shows `busyLabel` and is disabled. `unavailable` marks it
 * disabled (aria-disabled) while keeping it focusable, so that a press can say what is missing. A form with
 * two actions gives each its `value` (and `formAction` for its post without script); the other one is
 * `disabled` while the first is busy.
 */
export function SubmitButton({
  busy,
  busyLabel,
  unavailable = false,
  look = "primary",
  disabled = false,
  children,
  className,
  ...button
}: {
  busy: boolean;
  busyLabel: string;
  unavailable?: boolean;
  look?: keyof typeof buttonLooks;
  disabled?: boolean;
  children: React.ReactNode;
  className?: string;
} & Pick<React.ButtonHTMLAttributes<HTMLButtonElement>, "value" | "formAction">) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-disabled={unavailable || undefined}
      className={cn(formButtonClass(look), className)}
      {...button}
    >
      {busy && <Icon icon={spinner} size={18} className="motion-safe:animate-spin" />}
      {busy ? busyLabel : children}
    </button>
  );
}
