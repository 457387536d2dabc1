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
