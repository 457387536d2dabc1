import { clientOf } from "~/lib/api-client";
import { customerEndpoints } from "./endpoints";

/** What the customers tab asks the server: the query keys and the calls. */

export const customerHistoryKey = (email: string) => ["admin", "customers", "history", email] as const;

export const customerTextsKey = (id: number) => ["admin", "customers", "texts", id] as const;

export const customerCalls = clientOf(customerEndpoints);
