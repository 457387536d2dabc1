/**
 * Approving: the customer types their name and accepts the terms they have just read; the server records the
 * signature over the estimate with the ticked optional items, then sends them to pay the deposit (or
 * answers the approved estimate when none is due). Client-safe.
 */
import { useId, useState } from "react";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { answerFailure, approveEstimate } from "./customer-api";
import { approveSchema } from "./estimate.schema";
import type { PublicEstimateView } from "./estimate-view";

const FAILED = "We could not record your approval. Please try again, or call us.";

interface ApproveFormProps {
  token: string;
  chosen: readonly number[];
  totalCents: number;
  depositCents: number;
  onApproved: (view: PublicEstimateView) => void;
}

export function ApproveForm({ token, chosen, totalCents, depositCents, onApproved }: ApproveFormProps) {
  const hydrated = useHydrated();
  // The box starts unticked (false), which the schema refuses with its message; the optional items are the
  // page's, sent with the answer.
  const form = useZodForm(approveSchema, { defaultValues: { name: "" } });
  const [failure, setFailure] = useState<string | null>(null);
  // Kept while the browser leaves for the checkout, so the button cannot be pressed twice.
  const [leaving, setLeaving] = useState(false);
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting || leaving;

  const submit = form.handleSubmit(async ({ name, acceptTerms }) => {
    setFailure(null);
    try {
      const answer = await approveEstimate(token, { name, acceptTerms, optionalLineIds: [...chosen] });
      if ("url" in answer) {
        setLeaving(true);
        window.location.assign(answer.url);
      } else onApproved(answer);
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? error.fieldErrors : {};
      applyServerErrors(form, error);
      // The name and the box show their own messages; anything else is said above the button.
      if (!fields.name && !fields.acceptTerms)
        setFailure(fields.optionalLineIds ?? answerFailure(error, FAILED));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Approve this estimate">
      <p className="text-slate-700 dark:text-slate-300">
        You approve a total of <strong className="tabular-nums">{formatMoney(fromCents(totalCents))}</strong>
        {depositCents > 0 ? (
          <>
            , with a deposit of{" "}
            <strong className="tabular-nums">{formatMoney(fromCents(depositCents))}</strong> paid now on our
            secure payment page.
          </>
        ) : (
          ". No deposit is due."
        )}
      </p>
      <TextField
        label="Type your full name"
        hint="Typing your name signs this estimate."
        autoComplete="name"
        disabled={!hydrated}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TermsCheckbox
        error={errors.acceptTerms?.message}
        disabled={!hydrated}
        {...form.register("acceptTerms")}
      />
      {failure && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-4 py-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {failure}
        </p>
      )}
      <SubmitButton busy={busy} busyLabel="Approving..." unavailable={!hydrated} className="w-full sm:w-auto">
        {depositCents > 0 ? "Approve and pay deposit" : "Approve estimate"}
      </SubmitButton>
    </form>
  );
}

type CheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  error?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** The acceptance box, described by its message when it is missing. */
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
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
