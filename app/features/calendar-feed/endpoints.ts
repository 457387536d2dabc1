/**
 * The owner's calendar feed's endpoints (app/lib/endpoint.ts): its secret address, made the first time it is
 * asked for, and a new one that revokes it.
 */
import { z } from "zod";
import { endpoint } from "~/lib/endpoint";

export const calendarFeedAddress = z.object({ url: z.string() });

export const calendarFeedEndpoints = {
  address: endpoint({
    method: "GET",
    path: "/api/admin/calendar-feed",
    access: "admin",
    output: calendarFeedAddress,
  }),
  /** A new address; the old one stops working. */
  rotate: endpoint({
    method: "POST",
    path: "/api/admin/calendar-feed/rotate",
    access: "admin",
    output: calendarFeedAddress,
  }),
};
