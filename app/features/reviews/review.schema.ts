/**
 * What the review form and the review API take (docs/reviews.md): one schema, parsed in the browser and
 * again by the server. Client-safe.
 */
import { z } from "zod";
import { requiredText } from "~/lib/text-fields";

export const RATING_MESSAGE = "Please choose a rating from 1 to 5 stars";
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const AUTHOR_MAX = 60;

const isRating = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;

export const reviewSchema = z.object({
  // The form's radio buttons give "1".."5", the API a number; nothing else is a rating.
  // Nothing chosen (null, missing) gets the same message as a wrong number.
  rating: z
    .custom<number | string>(
      (value) => (typeof value === "number" || typeof value === "string") && isRating(Number(value)),
      RATING_MESSAGE,
    )
    .transform((value) => Number(value)),
  text: requiredText({
    min: REVIEW_TEXT_MIN,
    max: REVIEW_TEXT_MAX,
    message: `Please tell us about your visit in at least ${REVIEW_TEXT_MIN} characters`,
    label: "Your review",
  }),
  author: requiredText({
    min: 2,
    max: AUTHOR_MAX,
    message: "Please enter the name to show with your review",
    label: "Name",
  }),
});

export type ReviewInput = z.output<typeof reviewSchema>;

/** The owner's decision: shown on the site, or kept off it. */
export const reviewDecisionSchema = z.object({
  status: z.enum(["approved", "hidden"], { error: "Status must be approved or hidden" }),
});
