import { useMutation } from "@tanstack/react-query";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useWriteFailureToast } from "./use-write-failure-toast";
import { applyServerErrors } from "./use-zod-form";

/**
 * An editor's saving: the form's checked values are created (no `id`) or written over the draft `id`; the
 * server's field messages land on their fields and its refusal is toasted ("Failed to save the invoice"),
 * every value kept. Returns the mutation (for "Saving...") and the form's submit handler.
 */
export function useEditorSave<Input extends FieldValues, Body, Saved>({
  form,
  thing,
  id,
  save,
  onSaved,
}: {
  form: UseFormReturn<Input, unknown, Body>;
  thing: string;
  id: number | undefined;
  save: (request: { id?: number; body: Body }) => Promise<Saved>;
  onSaved: (saved: Saved, created: boolean) => void;
}) {
  const failed = useWriteFailureToast(thing);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => onSaved(saved, id === undefined),
    onError: (error) => {
      applyServerErrors(form, error);
      failed("save")(error);
    },
  });
  return { mutation, submit: form.handleSubmit((body) => mutation.mutate({ id, body })) };
}
