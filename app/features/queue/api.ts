import { clientOf } from "~/lib/api-client";
import { queueEndpoints } from "./endpoints";

/** What the Failed tasks tab asks the server. */
export const queueCalls = clientOf(queueEndpoints);
