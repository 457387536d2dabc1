import type { ReactNode } from "react";
import { FormNotice, HoneypotField, SubmitButton } from "~/components/ui/form-field";
import { HONEYPOT_FIELD } from "./lead-fields";
import type { useLeadForm } from "./use-lead-form";

/**
 * A lead form's frame: the message of a post without script, its fields, the hidden honeypot and the submit
 * button. It is a real form posting to its page: before the page's script has loaded, or without it, the
 * browser sends it itself and the page's action answers; once the script runs, onSubmit sends it through the
 * API instead. The browser's own checks are off (noValidate): the server's messages are the same as the
 * script's, under the same fields.
 */
export function LeadFormFrame({
  form,
  encType,
  submitLabel,
  busyLabel,
  children,
}: {
  form: Pick<ReturnType<typeof useLeadForm>, "formProps" | "busy" | "notice">;
  encType?: "multipart/form-data";
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form {...form.formProps} encType={encType} className="relative">
      <fieldset className="min-w-0 space-y-5">
        {form.notice && <FormNotice kind={form.notice.kind} text={form.notice.text} />}
        {children}
        <HoneypotField name={HONEYPOT_FIELD} />
        <SubmitButton busy={form.busy} busyLabel={busyLabel} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
