import type { z } from "zod";

/**
 * `{ field: first message }` of a failed parse: one message per field, as forms and the API show them. A
 * field is a top-level member, or with `nested` its whole path ("lines.0.unitPrice"), as react-hook-form
 * names the fields of a form with lists.
 */
export function firstFieldErrors(error: z.ZodError, { nested = false } = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    const field = nested ? issue.path.map(String).join(".") : String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}
