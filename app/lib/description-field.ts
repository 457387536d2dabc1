import { requiredText } from "~/lib/text-fields";

/**
 * The description of something the site lists (a service, a finished project): at least a sentence, at most
 * `max` characters, with the same message in every admin form.
 */
export function descriptionField(max: number) {
  return requiredText({ min: 10, max, message: "Description is too short", label: "Description" });
}
