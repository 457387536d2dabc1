import { clientOf } from "~/lib/api-client";
import { jobEndpoints } from "./endpoints";

/** What the Failed jobs tab asks the server. */
export const jobCalls = clientOf(jobEndpoints);
