/**
 * Approving: the customer types their name and accepts the terms they have just read; the server records the
 * signature over the estimate with the ticked optional items, then sends them to pay the deposit (or
 * answers the approved estimate when none is due). A real form posted to the page (`intent=approve`, the
 * ticked items with it), so that it works before the page's script runs or without it; with the script it
 * sends the answer to the JSON API and the page stays. Client-safe.
 */
import { useState } from "react";
import { FormFailure, SubmitButton, TextField } from "~/components/ui/form-field";
import { SIGNATURE_FIELDS, SignatureFields } from "~/components/ui/signature-fields";
import { TextConsentCheckbox } from "~/components/ui/text-consent-checkbox";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import { fromCents } from "~/lib/deposit";
import type { FormRefusal } from "~/lib/form-post.server";
import { formatMoney } from "~/lib/money";
import { firstPostedError } from "~/lib/posted-form";
import { isTicked, TEXT_OPT_IN_FIELD } from "~/lib/text-consent";
import { answerFailure, customerEstimateCalls } from "./customer-api";
import { APPROVE_FORM_ID } from "./estimate-answer-fields";
import type { PublicEstimateView } from "./estimate-view";
import { approveSchema } from "./estimate.schema";

const FAILED = "We could not record your approval. Please try again, or call us.";
/** The fields that show their own messages, in the order shown. */
const OWN_MESSAGES = [...SIGNATURE_FIELDS, "phone"] as const;

interface ApproveFormProps {
  token: string;
  chosen: readonly number[];
  totalCents: number;
  depositCents: number;
  /** The refusal of this form posted without script: its messages, the values to draw again. */
  posted?: FormRefusal;
  onApproved: (view: PublicEstimateView) => void;
}

export function ApproveForm(props: ApproveFormProps) {
  const { token, chosen, totalCents, depositCents, onApproved } = props;
  // No default values: the form reads the fields as drawn, with what was typed before the script ran. The
  // box starts unticked, which the schema refuses with its message; the optional items are the page's.
  const form = useZodForm(approveSchema);
  // The post's messages stay until the form is submitted again.
  const { posted, failure, setFailure, formProps } = usePostedForm(props.posted, () =>
    postedFailure(props.posted),
  );
  // Kept while the browser leaves for the checkout, so the button cannot be pressed twice.
  const [leaving, setLeaving] = useState(false);
  const busy = form.formState.isSubmitting || leaving;

  const submit = form.handleSubmit(async ({ name, acceptTerms, textOptIn, phone }) => {
    try {
      const answer = await customerEstimateCalls.approve({
        params: { token },
        body: { name, acceptTerms, optionalLineIds: [...chosen], textOptIn, phone },
      });
      if ("url" in answer) {
        setLeaving(true);
        window.location.assign(answer.url);
      } else onApproved(answer);
    } catch (error) {
      const fields = error instanceof ApiError && error.code === "invalid" ? error.fieldErrors : {};
      applyServerErrors(form, error);
      // The name, the box and the phone show their own messages; anything else is said above the button.
      if (!OWN_MESSAGES.some((field) => fields[field]))
        setFailure(fields.optionalLineIds ?? answerFailure(error, FAILED));
    }
  });

  return (
    <form
      id={APPROVE_FORM_ID}
      {...formProps(`/estimates/${encodeURIComponent(token)}`, submit)}
      className="space-y-5"
      aria-label="Approve this estimate"
    >
      <input type="hidden" name="intent" value="approve" />
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
      <SignatureFields signs="this estimate" form={form} refused={props.posted} posted={posted} />
      <TextConsentCheckbox
        defaultChecked={isTicked(props.posted?.values[TEXT_OPT_IN_FIELD])}
        {...form.register("textOptIn")}
      />
      <TextField
        label="Mobile number for texts"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Only if you tick the box. Leave it empty to use the phone number on your estimate."
        defaultValue={props.posted?.values.phone}
        autoFocus={firstPostedError(props.posted, OWN_MESSAGES) === "phone" || undefined}
        error={form.formState.errors.phone?.message ?? posted?.errors.phone}
        {...form.register("phone")}
      />
      <FormFailure failure={failure} boxed />
      <SubmitButton busy={busy} busyLabel="Approving..." className="w-full sm:w-auto">
        {depositCents > 0 ? "Approve and pay deposit" : "Approve estimate"}
      </SubmitButton>
    </form>
  );
}

/** A refused post's message when it names neither field: the optional items' own, or the refusal's. */
function postedFailure(posted: FormRefusal | undefined) {
  if (!posted || firstPostedError(posted, OWN_MESSAGES)) return null;
  return posted.errors.optionalLineIds ?? posted.message;
}
