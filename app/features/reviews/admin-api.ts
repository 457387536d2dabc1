import { clientOf } from "~/lib/api-client";
import { adminReviewEndpoints } from "./admin-endpoints";

/** What the back office's reviews tab asks the server. */
export const adminReviewCalls = clientOf(adminReviewEndpoints);
