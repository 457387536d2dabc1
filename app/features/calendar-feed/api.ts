import { clientOf } from "~/lib/api-client";
import { calendarFeedEndpoints } from "./endpoints";

export const calendarFeedKey = ["admin", "calendar-feed"] as const;

export const calendarFeedCalls = clientOf(calendarFeedEndpoints);
