import { clientOf } from "~/lib/api-client";
import { inboxEndpoints } from "./endpoints";

/** What the inbox tab asks the server. */
export const inboxCalls = clientOf(inboxEndpoints);
