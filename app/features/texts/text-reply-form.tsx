/**
 * The owner's reply in a conversation of the inbox's Texts (docs/texts.md): a real form posted to the back
 * office's page, so it works before the script runs or without it; with it, the reply goes to the JSON API
 * and the page reloads its data.
 */
import { useRevalidator } from "react-router";
import { FormFailure, SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import type { FormRefusal } from "~/lib/form-post.server";
import { conversationCalls } from "./api";
import { replySchema } from "./conversation";
import { TEXT_MAX_LENGTH } from "./text-rules";

/** Where the conversation's forms post: the back office's page (its index route), which answers them. */
export const postHref = (customerId: number) => `/admin?index&tab=inbox&kind=texts&customer=${customerId}`;

const FAILED = "The reply could not be sent. Please try again.";

export function ReplyForm({
  customerId,
  name,
  refused,
}: {
  customerId: number;
  name: string;
  refused?: FormRefusal;
}) {
  const form = useZodForm(replySchema);
  const { posted, failure, setFailure, formProps, forget } = usePostedForm(refused, () =>
    refused && !refused.errors.text ? refused.message : null,
  );
  const field = bindFields(form, { posted, forget, shown: ["text"] });
  const revalidator = useRevalidator();

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await conversationCalls.reply({ params: { customerId }, body: { text } });
      form.reset({ text: "" });
      await revalidator.revalidate();
    } catch (error) {
      if (!applyServerErrors(form, error)) {
        setFailure(failureMessage(error, FAILED));
      }
    }
  });

  return (
    <form {...formProps(postHref(customerId), submit)} aria-label={`Reply to ${name}`} className="space-y-3">
      <input type="hidden" name="intent" value="reply" />
      <TextAreaField
        label="Reply by text"
        hint="Sent at once from the business's number, starting with its name."
        rows={3}
        maxLength={TEXT_MAX_LENGTH}
        {...field("text")}
      />
      <FormFailure failure={failure} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending..." className="w-full sm:w-auto">
        Send text
      </SubmitButton>
    </form>
  );
}
