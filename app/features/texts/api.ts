import { clientOf } from "~/lib/api-client";
import { conversationEndpoints } from "./endpoints";

/** What the inbox's texts ask the server. */
export const conversationCalls = clientOf(conversationEndpoints);
