/**
 * Route actions: a page's form posted natively, before its script has loaded or without it. An action calls
 * the same workflow as the JSON API; what the workflow refuses comes back as the page's answer, with the
 * status the API would have given, the server's messages and what was typed, so the page shows the errors
 * and keeps the values (docs/where-rules-live.md).
 */
import { data } from "react-router";
import { DomainError, HTTP_STATUS, invalid, type ErrorCode, type ErrorDetails } from "./domain-error";

/**
 * A form post the server refused before the page's action ran (its rate limit, server/form-posts.ts), as
 * plain data: the action answers it as one of its own refusals (form-post.server.ts).
 */
export interface PostRefusal {
  code: ErrorCode;
  message: string;
  details: ErrorDetails;
}

/** What a refused form post answers; the page reads it with useActionData. */
export interface FormRefusal {
  refused: true;
  /** The refusal's message (a form-level message when no field is named). */
  message: string;
  /** `{ field: message }`, as the JSON API's `errors`. */
  errors: Record<string, string>;
  /** The text fields as they were posted, to fill the form again. */
  values: Record<string, string>;
}

/** The text fields of a posted form; files and repeated names beyond the first are left to the caller. */
export function textFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !(name in values)) values[name] = value;
  }
  return values;
}

/**
 * A DomainError as the page's answer: its HTTP status, message and field messages, with the values to keep
 * (a password is never sent back). Anything else is not the visitor's doing and is thrown on.
 */
export function formRefusal(error: unknown, values: Record<string, string>) {
  if (!(error instanceof DomainError)) throw error;
  const retryAfter = error.details.retryAfterSeconds;
  return data<FormRefusal>(
    { refused: true, message: error.message, errors: error.details.fields ?? {}, values },
    {
      status: HTTP_STATUS[error.code],
      headers: retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) },
    },
  );
}

/**
 * Throws the refusal the server made of this post before the action ran (its rate limit, handed over in the
 * load context), so that the action answers it as one of its own (formRefusal).
 */
export function refuseAsTheServerDid(context: { postRefusal?: PostRefusal }) {
  const refusal = context.postRefusal;
  if (refusal) throw new DomainError(refusal.code, refusal.message, refusal.details);
}

/**
 * The posted form, read only when its length is declared and within `maxBytes` (React Router would read a
 * body of any size into memory); a body that cannot be read as a form is a 400.
 */
export async function postedForm(request: Request, maxBytes: number): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isSafeInteger(length) || length > maxBytes) {
    throw new DomainError("too_large", "Request body too large");
  }
  try {
    return await request.formData();
  } catch {
    throw invalid("The request could not be read");
  }
}
