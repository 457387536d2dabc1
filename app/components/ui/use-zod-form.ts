import { zodResolver } from "@hookform/resolvers/zod";
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from "react-hook-form";
import "~/lib/zod-jitless";
import type { z } from "zod";
import { ApiError } from "~/lib/api-client";
import type { FormRefusal } from "~/lib/form-post.server";
import { firstPostedError } from "~/lib/posted-form";
import { registerField } from "./register-field";

/**
 * Every form of the site: react-hook-form with the zod schema the API validates with, so the browser and
 * the server give the same messages. Checked on submit, then again as the customer corrects a field; the
 * first invalid field takes the focus.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    ...options,
  });
}

/** What a form's fields take from its page besides the form's own state. */
export interface FieldSources {
  /** The refusal of a post without script (usePostedForm's `posted`): its messages and what was typed. */
  posted?: FormRefusal;
  /** Drops a field's posted message as the field changes (usePostedForm's `forget`). */
  forget?: (field: string) => void;
  /** What a field shows when nothing was posted (the signed-in person's email). */
  initial?: Readonly<Record<string, string | undefined>>;
  /** The fields in the order shown: the first the post refused takes the focus as the page loads. */
  shown?: readonly string[];
}

/**
 * The props that tie a field component (form-field.tsx) to a form that posts natively: registerField's
 * (`register`'s props and the form's own message), the refused post's message when the form has none, the
 * value the server draws (what was posted, else `initial`) and the focus after a refused post. The fields are the browser's own (uncontrolled): what was
 * typed before the script ran is on screen, and the form reads it from there, so the form is given no
 * default values of its own.
 */
export function bindFields<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  { posted, forget, initial = {}, shown }: FieldSources = {},
) {
  const focus = firstPostedError(posted, shown ?? Object.keys(posted?.errors ?? {}));
  return (name: Path<T>) => {
    const { onChange, error, ...registered } = registerField(form, name);
    return {
      ...registered,
      onChange: (event: { target: unknown; type?: unknown }) => {
        forget?.(name);
        return onChange(event);
      },
      error: error ?? posted?.errors[name],
      defaultValue: posted?.values[name] ?? initial[name],
      autoFocus: name === focus || undefined,
    };
  };
}

/**
 * Puts the API's 400 field messages (`{ errors: { field: message } }`) on the form's fields, focusing the
 * first. Returns whether the answer had any, so the caller shows its general message otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors);
  entries.forEach(([field, message], index) =>
    form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: index === 0 }),
  );
  return entries.length > 0;
}

/** `{ field: message }` of a form's errors: the first message under each field (a list's items included). */
export function fieldMessages(errors: FieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = firstMessage(error);
    if (message) messages[field] = message;
  }
  return messages;
}

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && message) return message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === "ref") continue;
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}
