/**
 * Declining a change order, with an optional reason. The form is the confirmation: it opens from the
 * "Decline" button and says what declining means before the customer confirms. The button asks for the page
 * with the form open (`?answer=decline`) and the form's Cancel for the page without it, so that both work
 * before the page's script runs or without it; with it, they open and close the form in place and the
 * answer goes to the JSON API. Client-safe.
 */
import { useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { documentCard } from "~/components/ui/document-sections";
import { FormFailure, SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { cn } from "~/lib/cn";
import type { FormRefusal } from "~/lib/form-post.server";
import { answerFailure, changeOrderPagePath, customerChangeOrderCalls } from "./api";
import { ANSWER_PARAM } from "./change-order-answer-fields";
import type { PublicChangeOrderView } from "./change-order-view";
import { declineChangeOrderSchema } from "./change-order.schema";

const FAILED = "We could not record your answer. Please try again, or call us.";
const outlined = cn(buttonStyles("outline"), "h-11 px-6 text-base");

interface DeclineProps {
  token: string;
  /** Open as the page is drawn: its address asked for it, or its post was refused. */
  initiallyOpen: boolean;
  /** The refusal of this form posted without script: its message, the reason to draw again. */
  posted?: FormRefusal;
  onDeclined: (view: PublicChangeOrderView) => void;
}

export function ChangeOrderDecline({ token, initiallyOpen, posted, onDeclined }: DeclineProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const page = changeOrderPagePath(token);
  return (
    <section aria-labelledby="change-order-decline" className={documentCard}>
      <h2 id="change-order-decline" className="text-lg font-semibold sm:text-xl">
        Not going ahead?
      </h2>
      {open ? (
        <DeclineForm token={token} posted={posted} onDeclined={onDeclined} onCancel={() => setOpen(false)} />
      ) : (
        // A form asking for the page with the decline form open, before the script runs or without it.
        <form method="get" action={page} className="mt-4">
          <button
            type="submit"
            name={ANSWER_PARAM}
            value="decline"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
            className={cn(outlined, "w-full sm:w-auto")}
          >
            Decline
          </button>
        </form>
      )}
    </section>
  );
}

function DeclineForm({
  token,
  posted: refused,
  onDeclined,
  onCancel,
}: Omit<DeclineProps, "initiallyOpen"> & { onCancel: () => void }) {
  // No default values: the form reads the field as drawn (a refused post's text, or what was typed).
  const form = useZodForm(declineChangeOrderSchema);
  const { posted, failure, setFailure, formProps } = usePostedForm(
    refused,
    refused && !refused.errors.reason ? refused.message : null,
  );
  const page = changeOrderPagePath(token);

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      onDeclined(await customerChangeOrderCalls.decline({ params: { token }, body: { reason } }));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(answerFailure(error, FAILED));
    }
  });

  return (
    <form {...formProps(page, submit)} className="mt-4 space-y-4" aria-label="Decline this change order">
      <input type="hidden" name="intent" value="decline" />
      <p className="text-slate-700 dark:text-slate-300">
        Declining closes this change order: it can no longer be approved from this link. The work goes on as
        agreed in your estimate.
      </p>
      <TextAreaField
        label="Reason (optional)"
        hint="It helps us plan the rest of the work."
        autoFocus
        defaultValue={refused?.values.reason}
        error={form.formState.errors.reason?.message ?? posted?.errors.reason}
        {...form.register("reason")}
      />
      <FormFailure failure={failure} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel="Declining..."
          className="bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-700"
        >
          Decline change order
        </SubmitButton>
        <a
          href={page}
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
          className={outlined}
        >
          Keep the change order
        </a>
      </div>
    </form>
  );
}
