/**
 * The owner's day's endpoints (app/lib/endpoint.ts, docs/today.md): the day's visits and the week's, and
 * what the owner does on site: "on my way", start, complete, and moving a visit to another slot. Admin only.
 * Client-safe.
 */
import { z } from "zod";
import { endpoint, timestamp } from "~/lib/endpoint";
import { todayView, visitStepView, weekView } from "./today-view";
import { moveVisitSchema, onMyWaySchema } from "./visit-steps.schema";

export const adminTodayEndpoints = {
  /** `?date=yyyy-MM-dd` (business time; today when left out): the day's visits in time order. */
  today: endpoint({ method: "GET", path: "/api/admin/today", access: "admin", output: todayView }),
  /** `?date=yyyy-MM-dd`: the visits of the week (Monday to Sunday) holding that day. */
  week: endpoint({ method: "GET", path: "/api/admin/week", access: "admin", output: weekView }),
};

export const adminVisitEndpoints = {
  /**
   * Mails the customer that the owner is on the way, `minutes` out; once per visit: again, a 409 with the
   * first `sentAt` and a message saying when it was sent.
   */
  onMyWay: endpoint({
    method: "POST",
    path: "/api/admin/visits/:bookingId/on-my-way",
    access: "admin",
    body: onMyWaySchema,
    output: z.object({ sentAt: timestamp }),
  }),
  /** Marks the visit started (once: again answers the same `startedAt`); cancelled or completed: 409. */
  start: endpoint({
    method: "POST",
    path: "/api/admin/visits/:bookingId/start",
    access: "admin",
    output: visitStepView,
  }),
  /**
   * Marks the visit's appointments completed, as the Appointments section does (the review request follows);
   * the job's last visit still to do also completes the job (its completion invoice). Cancelled: 409.
   */
  complete: endpoint({
    method: "POST",
    path: "/api/admin/visits/:bookingId/complete",
    access: "admin",
    output: visitStepView,
  }),
  /**
   * Another slot for the whole visit; the customer is mailed the new time. A slot the business's rules would
   * not take is a 409 listing why (`conflicts`) until `confirmOutsideHours`.
   */
  move: endpoint({
    method: "POST",
    path: "/api/admin/visits/:bookingId/move",
    access: "admin",
    body: moveVisitSchema,
    output: z.object({ bookingId: z.number(), date: z.string(), time: z.string() }),
  }),
};
