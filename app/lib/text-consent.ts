/**
 * The consent box for texts (docs/texts.md, "Consent"): its words, the note under it, and how the forms and
 * the API read it. The booking form, the estimate approval and My Projects draw the same box, unticked, and
 * the server stores exactly what it showed. Client-safe.
 */
import { z } from "zod";

/** The box's label. */
export const TEXT_CONSENT_WORDING = "Text me reminders and updates about my visit";

/** Said under the box, with it. */
export const TEXT_CONSENT_NOTE =
  "Up to 5 texts a day. Message and data rates may apply. Reply STOP to opt out.";

/** What a consent records as shown to the customer: the label and the note, word for word. */
export const TEXT_CONSENT_SHOWN = `${TEXT_CONSENT_WORDING}. ${TEXT_CONSENT_NOTE}`;

/** The field message for a number that texts cannot reach, when texts are asked for. */
export const TEXTABLE_PHONE_MESSAGE = "Please enter a mobile number that can receive texts";

/** The form field (and JSON key) of the box. */
export const TEXT_OPT_IN_FIELD = "textOptIn";

/**
 * `textOptIn` in a JSON body: true or false; left out (or null) is false, so a form or a client that does not
 * know the box never asks for texts.
 */
export const textOptInField = z
  .boolean({ error: "Choose whether to get texts (true or false)" })
  .nullish()
  .transform((value) => value ?? false);

/** A box posted by a native form: a ticked box posts its value ("on"); an unticked one posts nothing. */
export const isTicked = (posted: string | undefined) => posted === "on" || posted === "true";
