import { z } from "zod";
import { businessToday } from "~/lib/dates";
import { descriptionField } from "~/lib/description-field";
import { isImageUrl } from "~/lib/image-url";
import { isCalendarDate, requiredText } from "~/lib/text-fields";
import { PROJECT_CATEGORIES } from "~/lib/vocabulary";

const IMAGE_MESSAGE = "Must be a valid image URL or base64 data";
const DATE_MESSAGE = "Please enter a valid completion date";
export const DEFAULT_PROJECT_LOCATION = "Abilene, TX";
/** Ours: enough photos for any job, bounded so a request cannot be unbounded. */
export const MAX_PROJECT_IMAGES = 12;

const imageUrlField = z.string().trim().max(10_000_000).refine(isImageUrl, IMAGE_MESSAGE);

/**
 * The admin's project form, parsed by the dialog on submit (a failure shows the Validation
 * Error toast with the first message) and again by POST/PUT /api/admin/projects.
 */
export const projectSchema = z.object({
  title: requiredText({ min: 2, max: 150, message: "Title is required", label: "Title" }),
  description: descriptionField(5000),
  category: z.enum(PROJECT_CATEGORIES, { error: "Category is required" }),
  imageUrl: requiredText({
    min: 1,
    max: 10_000_000,
    message: "Main image URL is required",
    label: "Main image URL",
  }).refine(isImageUrl, IMAGE_MESSAGE),
  // Empty rows of the images list are dropped rather than refused.
  images: z
    .array(z.string())
    .default([])
    .transform((list) => list.map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(imageUrlField).max(MAX_PROJECT_IMAGES, `At most ${MAX_PROJECT_IMAGES} images`)),
  location: requiredText({ min: 1, max: 150, message: "Location is required", label: "Location" }),
  completionDate: z
    .string({ error: DATE_MESSAGE })
    .trim()
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
      else if (value > businessToday())
        ctx.addIssue({ code: "custom", message: "Completion date cannot be in the future" });
    }),
});

export type ProjectInput = z.input<typeof projectSchema>;
export type ProjectValues = z.output<typeof projectSchema>;
