import type { z } from "zod";

/** `{ field: first message }` of a failed parse: one message per field, as forms and the API show them. */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    errors[String(field)] ??= issue.message;
  }
  return errors;
}
