/**
 * Declining, with an optional reason. The form is the confirmation: it opens from the "Decline" button and
 * says what declining means before the customer confirms. Client-safe.
 */
import { useState } from "react";
import { SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { answerFailure, declineEstimate } from "./customer-api";
import { declineSchema } from "./estimate.schema";
import type { PublicEstimateView } from "./estimate-view";

const FAILED = "We could not record your answer. Please try again, or call us.";

export function DeclineForm({
  token,
  onDeclined,
  onCancel,
}: {
  token: string;
  onDeclined: (view: PublicEstimateView) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(declineSchema, { defaultValues: { reason: "" } });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      onDeclined(await declineEstimate(token, reason));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(answerFailure(error, FAILED));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Decline this estimate">
      <p className="text-slate-700 dark:text-slate-300">
        Declining closes this estimate: it can no longer be approved from this link.
      </p>
      <TextAreaField
        label="Reason (optional)"
        hint="It helps us do better next time."
        autoFocus
        error={form.formState.errors.reason?.message}
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
        <button
          type="button"
          onClick={onCancel}
          className={cn(buttonStyles("outline"), "h-11 px-6 text-base")}
        >
          Keep the estimate
        </button>
      </div>
    </form>
  );
}
