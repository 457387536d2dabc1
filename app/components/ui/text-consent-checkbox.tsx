/**
 * The box a customer ticks to get texts (docs/texts.md, "Consent"): the same words wherever it is shown (the
 * booking form, the estimate approval, My Projects), never ticked for them. It posts "on" when ticked and
 * nothing otherwise; with react-hook-form it is registered as a boolean. Client-safe.
 */
import { useId } from "react";
import { TEXT_CONSENT_NOTE, TEXT_CONSENT_WORDING, TEXT_OPT_IN_FIELD } from "~/lib/text-consent";
import { FieldError } from "./form-field";

type CheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "name"> & {
  name?: string;
  error?: string;
  ref?: React.Ref<HTMLInputElement>;
};

export function TextConsentCheckbox({ error, name = TEXT_OPT_IN_FIELD, ...input }: CheckboxProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label className="flex cursor-pointer items-start gap-3 font-medium">
        <input
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={[noteId, error ? errorId : ""].filter(Boolean).join(" ")}
          className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-accent-500"
          {...input}
        />
        {TEXT_CONSENT_WORDING}
      </label>
      <p id={noteId} className="ml-8 text-sm text-slate-600 dark:text-slate-400">
        {TEXT_CONSENT_NOTE}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
