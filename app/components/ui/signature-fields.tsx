/**
 * The signature of an approval (an estimate's, a change order's): the customer types their full name and
 * accepts the terms they have just read. Each field shows its message from the form's own check, else from
 * the post refused without script, whose first field in error takes the focus as the page loads.
 * Client-safe.
 */
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormRefusal } from "~/lib/form-post.server";
import { firstPostedError } from "~/lib/posted-form";
import { FieldError, TextField } from "./form-field";

/** The signature's fields, in the order shown. */
export const SIGNATURE_FIELDS = ["name", "acceptTerms"] as const;
type SignatureField = (typeof SIGNATURE_FIELDS)[number];

/** What the fields need of the form (useZodForm's): their registration and the check's messages. */
interface SignatureForm {
  register: (name: SignatureField) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<SignatureField, { message?: string }>> };
}

export function SignatureFields({
  signs,
  form,
  refused,
  posted,
}: {
  /** What typing the name signs: "this estimate". */
  signs: string;
  form: SignatureForm;
  /** The post refused without script as the page was drawn: what was typed, and the focus. */
  refused?: FormRefusal;
  /** Its messages, until the form is submitted again (usePostedForm's `posted`). */
  posted?: FormRefusal;
}) {
  const { errors } = form.formState;
  const focus = firstPostedError(refused, SIGNATURE_FIELDS);
  return (
    <>
      <TextField
        label="Type your full name"
        hint={`Typing your name signs ${signs}.`}
        autoComplete="name"
        defaultValue={refused?.values.name}
        autoFocus={focus === "name" || undefined}
        error={errors.name?.message ?? posted?.errors.name}
        {...form.register("name")}
      />
      <TermsCheckbox
        defaultChecked={refused?.values.acceptTerms !== undefined}
        autoFocus={focus === "acceptTerms" || undefined}
        error={errors.acceptTerms?.message ?? posted?.errors.acceptTerms}
        {...form.register("acceptTerms")}
      />
    </>
  );
}

type CheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  error?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** "I accept the terms", described by its message when it is missing. */
function TermsCheckbox({ error, ...input }: CheckboxProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className="space-y-1.5">
      <label className="flex cursor-pointer items-start gap-3 font-medium">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700 dark:accent-accent-500"
          {...input}
        />
        I have read and accept the terms above
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
