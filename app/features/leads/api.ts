import { clientOf } from "~/lib/api-client";
import { leadEndpoints } from "./endpoints";
import { PHOTOS_FIELD } from "./quote-photos";

export const leadCalls = clientOf(leadEndpoints);

/**
 * A quote request with its photos as a multipart body: each value that is not text (the estimate) travels as
 * its JSON text, absent ones (undefined, null) are left out, and each photo is a file in `photos`.
 */
export function quoteFormData(fields: Record<string, unknown>, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  for (const photo of photos) form.append(PHOTOS_FIELD, photo, photo.name);
  return form;
}
