/**
 * The public review endpoints (app/lib/endpoint.ts): the approved reviews a page at a time, and the review
 * of a request's one-time link. Client-safe.
 */
import { z } from "zod";
import { endpoint, pageOf } from "~/lib/endpoint";
import { REVIEW_STATUSES } from "~/lib/vocabulary";
import { reviewSchema } from "./review.schema";

/** An approved review as the site shows it; `reviewedOn` is yyyy-MM-dd, business time. */
const publicReview = z.object({
  author: z.string(),
  rating: z.number(),
  text: z.string(),
  reviewedOn: z.string(),
});

/** The approved reviews' average to one decimal, and how many there are. */
const ratingSummary = z.object({ ratingValue: z.number(), reviewCount: z.number() });

export const publicReviewEndpoints = {
  /** Newest first, ten to a page unless `?pageSize=` says otherwise, with the summary of all of them. */
  list: endpoint({
    method: "GET",
    path: "/api/reviews",
    access: "public",
    output: pageOf(publicReview).extend({ summary: ratingSummary }),
  }),
  /** Stored pending the owner's approval; a link already used is a 409. */
  send: endpoint({
    method: "POST",
    path: "/api/reviews/:token",
    access: "public",
    body: reviewSchema,
    output: z.object({ id: z.number(), status: z.enum(REVIEW_STATUSES) }),
    status: 201,
  }),
};
