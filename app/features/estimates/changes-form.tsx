/**
 * Asking for changes: the customer's words go to the business, which answers with a revised estimate. A real
 * form posted to the page (`intent=changes`), so that it works without the page's script; with it, the
 * message goes to the JSON API and the page stays. Client-safe.
 */
import { useState } from "react";
import { SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import type { FormRefusal } from "~/lib/form-post.server";
import { answerFailure, requestEstimateChanges } from "./customer-api";
import { changesSchema } from "./estimate.schema";
import type { PublicEstimateView } from "./estimate-view";
import { CancelLink, type CancelAnswer } from "./cancel-answer-link";

const FAILED = "We could not send your message. Please try again, or call us.";

interface ChangesFormProps {
  token: string;
  /** The refusal of this form posted without script: its messages, the values to draw again. */
  posted?: FormRefusal;
  cancel: CancelAnswer;
  onSent: (view: PublicEstimateView) => void;
}

export function ChangesForm({ token, posted: refused, cancel, onSent }: ChangesFormProps) {
  // No default values: the form reads the field as drawn (a refused post's text, or what was typed).
  const form = useZodForm(changesSchema);
  const [posted, setPosted] = useState(refused);
  const [failure, setFailure] = useState(refused && !refused.errors.message ? refused.message : null);

  const submit = form.handleSubmit(async ({ message }) => {
    try {
      onSent(await requestEstimateChanges(token, message));
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
      aria-label="Request changes"
    >
      <input type="hidden" name="intent" value="changes" />
      <TextAreaField
        label="What would you like changed?"
        hint="We will get back to you with a revised estimate."
        autoFocus
        defaultValue={refused?.values.message}
        error={form.formState.errors.message?.message ?? posted?.errors.message}
        {...form.register("message")}
      />
      {failure && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending...">
          Send request
        </SubmitButton>
        <CancelLink cancel={cancel}>Cancel</CancelLink>
      </div>
    </form>
  );
}
