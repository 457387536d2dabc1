/**
 * What the back office's job page asks the server (server/api/admin/jobs.ts), and My Projects' job
 * (server/api/account-jobs.ts). Client-safe.
 */
import { clientOf } from "~/lib/api-client";
import { adminJobEndpoints, customerJobEndpoints } from "./endpoints";

export const adminJobCalls = clientOf(adminJobEndpoints);

export const customerJobCalls = clientOf(customerJobEndpoints);
