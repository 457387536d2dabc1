import { apiRequest } from "~/lib/api-client";

export interface CalendarFeedAddress {
  url: string;
}

export const calendarFeedKey = ["admin", "calendar-feed"] as const;

/** GET /api/admin/calendar-feed: the feed's secret address (made the first time it is asked for). */
export const fetchCalendarFeed = () => apiRequest<CalendarFeedAddress>("GET", "/api/admin/calendar-feed");

/** POST /api/admin/calendar-feed/rotate: a new address; the old one stops working. */
export const rotateCalendarFeed = () =>
  apiRequest<CalendarFeedAddress>("POST", "/api/admin/calendar-feed/rotate");
