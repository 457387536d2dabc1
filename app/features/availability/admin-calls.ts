import { clientOf } from "~/lib/api-client";
import { adminAvailabilityEndpoints } from "./admin-endpoints";

/** The Settings tab's calls of the availability endpoints. Client-safe. */
export const adminAvailability = clientOf(adminAvailabilityEndpoints);
