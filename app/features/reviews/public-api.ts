/** What the review page asks the server (public-endpoints.ts). Client-safe. */
import { clientOf } from "~/lib/api-client";
import { publicReviewEndpoints } from "./public-endpoints";

export const publicReviewCalls = clientOf(publicReviewEndpoints);
