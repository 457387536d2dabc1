/**
 * Declining, with an optional reason. The form is the confirmation: it opens from the "Decline" button and
 * says what declining means before the customer confirms. A real form posted to the page
 * (`intent=decline`), so that it works without the page's script; with it, the answer goes to the JSON API
 * and the page stays. Client-safe.
 */
import { useState } from "react";
import { SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import type { FormRefusal } from "~/lib/form-post.server";
import { answerFailure, declineEstimate } from "./customer-api";
import { declineSchema } from "./estimate.schema";
import type { PublicEstimateView } from "./estimate-view";
import { CancelLink, type CancelAnswer } from "./cancel-answer-link";

const FAILED = "We could not record your answer. Please try again, or call us.";

interface DeclineFormProps {
  token: string;
  /** The refusal of this form posted without script: its messages, the values to draw again. */
  posted?: FormRefusal;
  cancel: CancelAnswer;
  onDeclined: (view: PublicEstimateView) => void;
}

export function DeclineForm({ token, posted: refused, cancel, onDeclined }: DeclineFormProps) {
  // No default values: the form reads the field as drawn (a refused post's text, or what was typed).
  const form = useZodForm(declineSchema);
  const [posted, setPosted] = useState(refused);
  const [failure, setFailure] = useState(refused && !refused.errors.reason ? refused.message : null);

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      onDeclined(await declineEstimate(token, reason));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(answerFailure(error, FAILED));
    }
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    setPosted(undefined);
    setFailure(null);
    void submit(event);
  }

  return (
    <form
      method="post"
      action={`/estimates/${encodeURIComponent(token)}`}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Decline this estimate"
    >
      <input type="hidden" name="intent" value="decline" />
      <p className="text-slate-700 dark:text-slate-300">
        Declining closes this estimate: it can no longer be approved from this link.
      </p>
      <TextAreaField
        label="Reason (optional)"
        hint="It helps us do better next time."
        autoFocus
        defaultValue={refused?.values.reason}
        error={form.formState.errors.reason?.message ?? posted?.errors.reason}
        {...form.register("reason")}
      />
      {failure && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel="Declining..."
          className="bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-700"
        >
          Decline estimate
        </SubmitButton>
        <CancelLink cancel={cancel}>Keep the estimate</CancelLink>
      </div>
    </form>
  );
}
