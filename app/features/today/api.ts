/** What the Today section and the job page ask the server (server/api/admin/today.ts). Client-safe. */
import { clientOf } from "~/lib/api-client";
import { adminTodayEndpoints, adminVisitEndpoints } from "./endpoints";

export const adminTodayCalls = clientOf(adminTodayEndpoints);

export const adminVisitCalls = clientOf(adminVisitEndpoints);
