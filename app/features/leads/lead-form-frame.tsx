import type { FormEventHandler, ReactNode, RefObject } from "react";
import { HoneypotField, SubmitButton } from "~/components/ui/form-field";
import { HONEYPOT_FIELD } from "./lead-fields";
import type { LeadFormNotice } from "./use-lead-form";

/** What the frame needs of useLeadForm. */
interface LeadFormState {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  notice?: LeadFormNotice;
}

/**
 * A lead form's frame: the message of a post without script, its fields, the hidden honeypot and the submit
 * button. It is a real form posting to its page (`action`): before the page's script has loaded, or without
 * it, the browser sends it itself and the page's action answers; once the script runs, onSubmit sends it
 * through the API instead. The browser's own checks are off (noValidate): the server's messages are the same
 * as the script's, under the same fields.
 */
export function LeadFormFrame({
  form,
  action,
  encType,
  submitLabel,
  busyLabel,
  children,
}: {
  form: LeadFormState;
  action: string;
  encType?: "multipart/form-data";
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const notice = form.notice;
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      method="post"
      action={action}
      encType={encType}
      className="relative"
    >
      <fieldset className="min-w-0 space-y-5">
        {notice && (
          <p
            role={notice.kind === "sent" ? "status" : "alert"}
            className={
              notice.kind === "sent"
                ? "rounded-md border border-green-700 bg-green-50 p-3 text-sm font-medium text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100"
                : "rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
            }
          >
            {notice.text}
          </p>
        )}
        {children}
        <HoneypotField name={HONEYPOT_FIELD} />
        <SubmitButton busy={form.busy} busyLabel={busyLabel} className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
