/** The back office's review endpoints (app/lib/endpoint.ts): every review by status, and the owner's decision. */
import { z } from "zod";
import { endpoint, pageOf, timestamp } from "~/lib/endpoint";
import { REVIEW_STATUSES } from "~/lib/vocabulary";
import { reviewDecisionSchema } from "./review.schema";

/** A review as the back office lists it. */
export const adminReview = z.object({
  id: z.number(),
  author: z.string(),
  rating: z.number(),
  text: z.string(),
  /** yyyy-MM-dd, business time. */
  reviewedOn: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** The visit it came by (null for a review entered otherwise, like the demo's). */
  visit: z
    .object({
      /** The booking's services, in the order they were booked. */
      services: z.array(z.string()),
      /** yyyy-MM-dd, the visit's day. */
      date: z.string(),
    })
    .nullable(),
  createdAt: timestamp,
});
export type AdminReview = z.infer<typeof adminReview>;

/** How many reviews have each status (the filter's labels). */
export const reviewCounts = z.object({ pending: z.number(), approved: z.number(), hidden: z.number() });

export const adminReviewEndpoints = {
  /** `?status=pending|approved|hidden` (all when none: the pending ones first), `?page=`, `?pageSize=`. */
  list: endpoint({
    method: "GET",
    path: "/api/admin/reviews",
    access: "admin",
    output: pageOf(adminReview).extend({ counts: reviewCounts }),
  }),
  /** The owner shows a review on the site, or keeps it off. */
  decide: endpoint({
    method: "PUT",
    path: "/api/admin/reviews/:id",
    access: "admin",
    body: reviewDecisionSchema,
    output: adminReview,
  }),
};
