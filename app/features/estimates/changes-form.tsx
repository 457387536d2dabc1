/** Asking for changes: the customer's words go to the business, which answers with a revised estimate. */
import { useState } from "react";
import { SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { answerFailure, requestEstimateChanges } from "./customer-api";
import { changesSchema } from "./estimate.schema";
import type { PublicEstimateView } from "./estimate-view";

const FAILED = "We could not send your message. Please try again, or call us.";

export function ChangesForm({
  token,
  onSent,
  onCancel,
}: {
  token: string;
  onSent: (view: PublicEstimateView) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(changesSchema, { defaultValues: { message: "" } });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    try {
      onSent(await requestEstimateChanges(token, message));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(answerFailure(error, FAILED));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Request changes">
      <TextAreaField
        label="What would you like changed?"
        hint="We will get back to you with a revised estimate."
        autoFocus
        error={form.formState.errors.message?.message}
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
        <button
          type="button"
          onClick={onCancel}
          className={cn(buttonStyles("outline"), "h-11 px-6 text-base")}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
