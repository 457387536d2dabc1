/**
 * The owner's day as the API answers it (docs/today.md): each visit (a booking, one appointment a service
 * line) with what the owner needs on site: who, how to reach them, where, what, their notes and the quote's
 * photos, the job and its balance, and where the visit stands (on my way, started, status). Dates are
 * yyyy-MM-dd, times HH:MM (business time), instants ISO. Client-safe.
 */
import { z } from "zod";
import { APPOINTMENT_STATUSES } from "~/lib/appointment-lifecycle";
import { timestamp } from "~/lib/endpoint";

export const todayVisitView = z.object({
  bookingId: z.number(),
  /** The visit's first service line: its details open in the Appointments section's dialog. */
  appointmentId: z.number(),
  date: z.string(),
  time: z.string(),
  /** The visit's status, read from its appointments (visitStatus in visit-status.ts). */
  status: z.enum(APPOINTMENT_STATUSES),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** Where the visit is, as the customer gave it ("" when not given). */
  address: z.string(),
  /** The services, one a line ("Fence Repair", "Deck Building × 2"). */
  services: z.array(z.string()),
  /** The customer's notes (the appointments' details), each once. */
  notes: z.string(),
  /** The photos of the customer's latest quote request (site paths of private images), in their order. */
  photos: z.array(z.string()),
  /** The job the visit is a work day of. */
  estimateId: z.number().optional(),
  /** What is left to pay on that job (contract - paid), a decimal string. */
  balance: z.string().optional(),
  startedAt: timestamp.nullable(),
  onMyWayAt: timestamp.nullable(),
  onMyWayMinutes: z.number().nullable(),
});
export type TodayVisit = z.infer<typeof todayVisitView>;

/** GET /api/admin/today: the day's visits in time order, cancelled ones included (shown struck through). */
export const todayView = z.object({ date: z.string(), visits: z.array(todayVisitView) });
export type TodayView = z.infer<typeof todayView>;

/** GET /api/admin/week: the week (Monday to Sunday) holding `date`, its visits in time order. */
export const weekView = z.object({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  visits: z.array(todayVisitView),
});
export type WeekView = z.infer<typeof weekView>;

/** A visit's on-site state after a step (start, complete). */
export const visitStepView = z.object({
  bookingId: z.number(),
  status: z.enum(APPOINTMENT_STATUSES),
  startedAt: timestamp.nullable(),
  /** Completing the job's last visit still to do marked the job complete (its completion invoice made). */
  jobCompleted: z.boolean(),
});
export type VisitStep = z.infer<typeof visitStepView>;
