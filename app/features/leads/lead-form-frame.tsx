import type { FormEventHandler, ReactNode, RefObject } from "react";
import { HoneypotField, SubmitButton } from "~/components/ui/form-field";
import { HONEYPOT_FIELD } from "./lead-fields";

/** What the frame needs of useLeadForm. */
interface LeadFormState {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  hydrated: boolean;
}

/**
 * A lead form's frame: its fields, the hidden honeypot and the submit button, all disabled until the page
 * is interactive (see useHydrated), so that nothing is typed or sent before the form can take it.
 */
export function LeadFormFrame({
  form,
  submitLabel,
  busyLabel,
  children,
}: {
  form: LeadFormState;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate method="post" className="relative">
      <fieldset disabled={!form.hydrated} className="min-w-0 space-y-5">
        {children}
        <HoneypotField name={HONEYPOT_FIELD} />
        <SubmitButton busy={form.busy} busyLabel={busyLabel} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
