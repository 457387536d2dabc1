/**
 * The estimate page's answers by one text field (asking for changes, declining): a real form posted to the
 * page (`intent=`), so that it works without the page's script; with it, the text goes to the JSON API and
 * the page stays. The two forms differ only by their words, their field and where the text goes. Client-safe.
 */
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { FormFailure, SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, fieldMessages, useZodForm } from "~/components/ui/use-zod-form";
import type { FormRefusal } from "~/lib/form-post.server";
import { CancelLink, type CancelAnswer } from "./cancel-answer-link";
import { answerFailure } from "./customer-api";
import type { PublicEstimateView } from "./estimate-view";

export interface TextAnswerFormProps {
  token: string;
  /** The refusal of this form posted without script: its messages, the values to draw again. */
  posted?: FormRefusal;
  cancel: CancelAnswer;
}

interface TextAnswer extends TextAnswerFormProps {
  intent: "changes" | "decline";
  /** The form's name, read by assistive technology. */
  name: string;
  /** The one field: its name (posted, and the schema's), and the schema checking it. */
  field: string;
  schema: z.ZodType<Record<string, string>, FieldValues>;
  /** Sends the text to the JSON API; the answer is the estimate as it now stands. */
  send: (token: string, text: string) => Promise<PublicEstimateView>;
  onDone: (view: PublicEstimateView) => void;
  /** Said above the button when sending failed without a reason from the server. */
  failed: string;
  /** Said before the field, if anything. */
  intro?: React.ReactNode;
  label: string;
  hint: string;
  submit: { label: string; busyLabel: string; className?: string };
  cancelLabel: string;
}

export function TextAnswerForm(props: TextAnswer) {
  const { token, posted: refused, cancel, field, send, onDone, failed } = props;
  // No default values: the form reads the field as drawn (a refused post's text, or what was typed).
  const form = useZodForm(props.schema);
  const { posted, failure, setFailure, formProps } = usePostedForm(
    refused,
    refused && !refused.errors[field] ? refused.message : null,
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await send(token, values[field]!));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(answerFailure(error, failed));
    }
  });

  return (
    <form
      {...formProps(`/estimates/${encodeURIComponent(token)}`, submit)}
      className="space-y-4"
      aria-label={props.name}
    >
      <input type="hidden" name="intent" value={props.intent} />
      {props.intro}
      <TextAreaField
        label={props.label}
        hint={props.hint}
        autoFocus
        defaultValue={refused?.values[field]}
        error={fieldMessages(form.formState.errors)[field] ?? posted?.errors[field]}
        {...form.register(field)}
      />
      <FormFailure failure={failure} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton
          busy={form.formState.isSubmitting}
          busyLabel={props.submit.busyLabel}
          className={props.submit.className}
        >
          {props.submit.label}
        </SubmitButton>
        <CancelLink cancel={cancel}>{props.cancelLabel}</CancelLink>
      </div>
    </form>
  );
}
