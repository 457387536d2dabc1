/**
 * What a form reads from its page's answer to a post without script (app/lib/form-post.server.ts): the
 * messages under the fields and the first field in error, which takes the focus. Client-safe.
 */
import type { FormRefusal } from "./form-post.server";

/** The refusal's messages for this form, or none when the page's answer was for another form. */
export function postedTo(refusal: FormRefusal | undefined, intent: string): FormRefusal | undefined {
  return refusal?.values.intent === intent ? refusal : undefined;
}

/** The first of `fields` (in the order shown) the refusal has a message for: it takes the focus. */
export function firstPostedError(refusal: FormRefusal | undefined, fields: readonly string[]) {
  return fields.find((field) => refusal?.errors[field]);
}
