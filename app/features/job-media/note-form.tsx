/**
 * The owner's note on a job or visit: its text, and whether the customer sees it in My Projects (shared) or
 * it stays the owner's (internal, the default). Posts natively without script. Client-safe.
 */
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormFailure, SubmitButton, TextAreaField } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import { adminMediaCalls } from "./api";
import { HiddenFields } from "./hidden-fields";
import { noteSchema } from "./job-media.schema";
import type { MediaFormProps } from "./media-owner";

export function NoteForm({ owner, action, posted: refused, onAdded }: MediaFormProps) {
  const { toast } = useToast();
  const form = useZodForm(noteSchema);
  const { posted, failure, setFailure, formProps, forget } = usePostedForm(
    refused,
    refused && !refused.errors.text ? refused.message : null,
  );
  const field = bindFields(form, { posted, forget, shown: ["text"] });

  const submit = form.handleSubmit(async (note) => {
    try {
      await adminMediaCalls(owner).addNote(note);
      form.reset({ text: "", shared: false });
      toast({
        title: "Note added",
        description: note.shared ? "The customer sees it in My Projects." : "It stays internal.",
      });
      onAdded();
    } catch (error) {
      if (!applyServerErrors(form, error))
        setFailure(failureMessage(error, "Failed to add the note. Please try again."));
    }
  });

  return (
    <form {...formProps(action, submit)} aria-label="Add a note" className="space-y-3">
      <HiddenFields intent="add-note" owner={owner} />
      <TextAreaField label="Note" rows={3} {...field("text")} />
      <CheckboxField
        label="Share with the customer"
        hint="Shared notes show in the customer's My Projects; the others stay internal."
        defaultChecked={posted?.values.shared === "on"}
        {...form.register("shared")}
      />
      <FormFailure failure={failure} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Adding..." look="outline">
        Add note
      </SubmitButton>
    </form>
  );
}
