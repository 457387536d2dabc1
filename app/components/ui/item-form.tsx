import type { FieldValues, SubmitErrorHandler, UseFormReturn } from "react-hook-form";
import { buttonStyles } from "./button";
import { SubmitButton } from "./form-field";
import { applyServerErrors } from "./use-zod-form";

/** What an admin list's dialog gives its form (editable-list.tsx). */
export interface ItemFormProps<T, V> {
  /** The item edited, or null for a new one. */
  editing: T | null;
  busy: boolean;
  /** Saves the values; rejects when the server refuses them. */
  save: (values: V) => Promise<void>;
  onCancel: () => void;
}

/**
 * The form's submit handler: checked with the form's schema, then saved; the server's field messages land
 * on the same fields (applyServerErrors), and every value stays. `onInvalid` runs when the form's own check
 * refuses.
 */
export function submitItem<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  save: (values: Output) => Promise<void>,
  onInvalid?: SubmitErrorHandler<Input>,
) {
  return form.handleSubmit(
    (values) => save(values).catch((error: unknown) => void applyServerErrors(form, error)),
    onInvalid,
  );
}

/** The dialog form's Cancel and submit buttons, under its fields. */
export function ItemFormButtons({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
      <button type="button" className={buttonStyles("outline")} onClick={onCancel}>
        Cancel
      </button>
      <SubmitButton busy={busy} busyLabel="Saving...">
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
