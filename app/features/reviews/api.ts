/** What the review pages ask the server (server/api/reviews.ts, server/api/admin/reviews.ts). Client-safe. */
import type { z } from "zod";
import { apiRequest } from "~/lib/api-client";
import type { AdminReview } from "./review";
import type { reviewSchema } from "./review.schema";

/** POST /api/reviews/{token}: the customer's review, stored pending approval. */
export const sendReview = (token: string, input: z.output<typeof reviewSchema>) =>
  apiRequest<{ id: number; status: string }>("POST", `/api/reviews/${encodeURIComponent(token)}`, input);

/** PUT /api/admin/reviews/{id}: the owner shows a review on the site, or keeps it off. */
export const decideReview = ({ id, status }: { id: number; status: "approved" | "hidden" }) =>
  apiRequest<AdminReview>("PUT", `/api/admin/reviews/${id}`, { status });
