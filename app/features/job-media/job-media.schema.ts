/**
 * What the owner sends about a job or visit (docs/job-media.md): a note, a photo's fields, a written
 * consent, a publication. The same schemas check the forms in the browser, the JSON API and the page's
 * native posts. Client-safe.
 */
import { z } from "zod";
import { businessToday } from "~/lib/dates";
import { descriptionField } from "~/lib/description-field";
import { isCalendarDate, optionalText, requiredText } from "~/lib/text-fields";
import { PHOTO_STAGES, PORTFOLIO_CONSENT_KINDS, PROJECT_CATEGORIES } from "~/lib/vocabulary";

export const NOTE_REQUIRED = "Please write the note";
export const STAGE_REQUIRED = "Please choose before, during or after";
export const PHOTO_REQUIRED = "Please choose a photo";
export const CONSENT_REQUIRED =
  "Consent is required: record the customer's consent before publishing their photos";
export const CONSENT_DATE = "Please enter the date the written consent was given";
export const PHOTOS_REQUIRED = "Please choose at least one photo";
/** Ours: a project's main image and up to 12 more (MAX_PROJECT_IMAGES of the projects' form). */
export const MAX_PUBLISHED_PHOTOS = 13;

/** A checkbox as JSON sends it (true) or a form posts it ("on"); missing is false. */
const ticked = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const noteSchema = z.object({
  text: requiredText({ min: 1, max: 5000, message: NOTE_REQUIRED, label: "Note" }),
  shared: ticked,
});
export type NoteInput = z.input<typeof noteSchema>;
export type NoteValues = z.output<typeof noteSchema>;

/**
 * The phone's id of one upload, the same on each retry: letters, digits, `-` and `_` (a random UUID).
 * Missing or empty: the upload is not retried (a form posted without script).
 */
export const uploadKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid upload key")
  .or(z.literal(""))
  .optional()
  .transform((value) => value || null);

/** A photo's text fields (the file is the multipart body's `photo`). */
export const photoFieldsSchema = z.object({
  stage: z.enum(PHOTO_STAGES, { error: STAGE_REQUIRED }),
  caption: optionalText({ max: 200, label: "Caption" }),
  uploadKey: uploadKeyField,
});

/** A date given in the past or today (business time), as the written consent's. */
const pastDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isCalendarDate(value) && value <= businessToday(), message);

export const writtenConsentSchema = z.object({ givenOn: pastDate(CONSENT_DATE) });

/**
 * How the customer agreed: `customer` (they ticked the box from their link: a stored consent must exist;
 * `at` is not needed) or `written` (the owner's record: `at` is the date it was given, and publishing
 * records it).
 */
export const consentChoiceSchema = z
  .object({
    kind: z.enum(PORTFOLIO_CONSENT_KINDS, { error: CONSENT_REQUIRED }),
    at: z.string().trim().nullish(),
  })
  .superRefine((consent, ctx) => {
    if (consent.kind !== "written") return;
    const at = consent.at ?? "";
    if (!isCalendarDate(at) || at > businessToday())
      ctx.addIssue({ code: "custom", path: ["at"], message: CONSENT_DATE });
  });

/**
 * A publication to the portfolio. `consent` may be missing here so that its absence is answered with its
 * own message (CONSENT_REQUIRED) by the publishing flow rather than as one field among others.
 */
export const publishSchema = z.object({
  title: requiredText({ min: 2, max: 150, message: "Title is required", label: "Title" }),
  category: z.enum(PROJECT_CATEGORIES, { error: "Category is required" }),
  description: descriptionField(5000),
  // A list of ids; one ticked box of a form reads as its value alone, none as false.
  photoIds: z.preprocess(
    (value) => (value === false || value == null ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.coerce.number().int().positive(), { error: PHOTOS_REQUIRED })
      .min(1, PHOTOS_REQUIRED)
      .max(MAX_PUBLISHED_PHOTOS, `At most ${MAX_PUBLISHED_PHOTOS} photos`),
  ),
  consent: consentChoiceSchema.nullish(),
});
export type PublishInput = z.input<typeof publishSchema>;
export type PublishValues = z.output<typeof publishSchema>;

/** The customer's tick: must be ticked. */
export const customerConsentSchema = z.object({
  agree: ticked.refine(Boolean, "Please tick the box to give your consent"),
});
