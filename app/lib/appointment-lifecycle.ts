/**
 * The appointment lifecycle (docs/appointments.md): its statuses, who may move an appointment from which
 * status to which, and the rules read off a status (upcoming, cancellable, holding a slot). Every feature
 * that changes or reads a status asks here, so the rules live in one table. Client-safe; the SQL forms of
 * these rules are in appointment-lifecycle-sql.server.ts.
 */
import { UNPAID_HOLD_MINUTES } from "./checkout-window";
import { businessInstant, isPastSlot } from "./dates";

export const APPOINTMENT_STATUSES = [
  "pending",
  "confirmed",
  "completed",
  "cancelled",
  "payment_pending",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Who cancelled an appointment: its customer, an admin, or the site when its checkout expired unpaid. */
export const CANCELLED_BY = ["customer", "admin", "system"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * Who moves appointments: the customer (My Projects), an admin (the appointments tab), the payment provider
 * (a payment recorded) and the site itself (a checkout that can no longer be paid).
 */
export const ACTORS = ["customer", "admin", "provider", "system"] as const;
export type Actor = (typeof ACTORS)[number];

/** The statuses an admin picks from the dropdown; payment_pending is set by the server only. */
export const ADMIN_SETTABLE_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
/** The statuses a customer may cancel from. */
export const CANCELLABLE_STATUSES = ["pending", "confirmed"] as const;
/** Statuses that still expect the visit: it has neither taken place nor been called off. */
export const OPEN_STATUSES = ["pending", "confirmed", "payment_pending"] as const;
/** Statuses that keep their slot taken for good; payment_pending keeps it only for the unpaid hold. */
export const SLOT_KEEPING_STATUSES = ["pending", "confirmed", "completed"] as const;

/** Where a booking's appointments start: awaiting payment when a deposit is due, else pending. */
export function initialStatus(depositDue: boolean): AppointmentStatus {
  return depositDue ? "payment_pending" : "pending";
}

/** One allowed move. `cancelledBy` narrows a move out of `cancelled` to appointments cancelled by that party. */
export interface Transition {
  actor: Actor;
  from: AppointmentStatus;
  to: AppointmentStatus;
  cancelledBy?: CancelledBy;
}

/**
 * Every move the code makes. An admin may set any dropdown status from any status (the same one included:
 * a no-op). A payment confirms the visits awaiting it, and brings back visits the site cancelled when their
 * checkout expired (never those a person cancelled). The site cancels unpaid visits whose checkout can no
 * longer be paid, or whose late payment finds the slot given away.
 */
export const TRANSITIONS: readonly Transition[] = [
  ...CANCELLABLE_STATUSES.map((from) => ({ actor: "customer" as const, from, to: "cancelled" as const })),
  ...APPOINTMENT_STATUSES.flatMap((from) =>
    ADMIN_SETTABLE_STATUSES.map((to) => ({ actor: "admin" as const, from, to })),
  ),
  { actor: "provider", from: "payment_pending", to: "confirmed" },
  { actor: "provider", from: "cancelled", to: "confirmed", cancelledBy: "system" },
  { actor: "system", from: "payment_pending", to: "cancelled" },
];

/** The moves `actor` may make into `to`. */
export function transitionsInto(actor: Actor, to: AppointmentStatus): Transition[] {
  return TRANSITIONS.filter((t) => t.actor === actor && t.to === to);
}

/** Whether `actor` may move an appointment from `from` (cancelled by `cancelledBy`, if cancelled) to `to`. */
export function canMove(
  actor: Actor,
  from: AppointmentStatus,
  to: AppointmentStatus,
  cancelledBy: CancelledBy | null = null,
): boolean {
  return transitionsInto(actor, to).some(
    (t) => t.from === from && (t.cancelledBy === undefined || t.cancelledBy === cancelledBy),
  );
}

/** The statuses `actor` may move an appointment to from `from`. */
export function allowedTargets(
  actor: Actor,
  from: AppointmentStatus,
  cancelledBy: CancelledBy | null = null,
): AppointmentStatus[] {
  return APPOINTMENT_STATUSES.filter((to) => canMove(actor, from, to, cancelledBy));
}

/** Who an appointment moved to `to` by `actor` is recorded as cancelled by: nobody unless it is cancelled. */
export function cancelledByAfter(
  actor: Exclude<Actor, "provider">,
  to: AppointmentStatus,
): CancelledBy | null {
  return to === "cancelled" ? actor : null;
}

const isOneOf = (statuses: readonly AppointmentStatus[], status: AppointmentStatus) =>
  statuses.includes(status);

/** A customer may cancel only while the appointment is pending or confirmed. */
export function isCancellable(status: AppointmentStatus): boolean {
  return canMove("customer", status, "cancelled");
}

/** Whether the status still expects the visit (My Projects' "Upcoming Projects" tab, whatever the date). */
export function isOpen(status: AppointmentStatus): boolean {
  return isOneOf(OPEN_STATUSES, status);
}

/**
 * Upcoming: the visit is still expected (an open status) and has not started yet, its date and time read in
 * business time. The dashboard's count and the appointments tab's "next 3" both use it (and its SQL form).
 */
export function isUpcoming(
  appointment: { status: AppointmentStatus; date: string; time: string },
  now: Date = new Date(),
): boolean {
  return isOpen(appointment.status) && !isPastSlot(appointment.date, appointment.time, now);
}

/**
 * Whether an appointment keeps its slot from other bookings: pending, confirmed and completed ones do; an
 * unpaid one (payment_pending) while its booking or its latest checkout is younger than the unpaid hold
 * (`unpaidSince`, the later of the two); cancelled ones never.
 */
export function holdsSlot(
  status: AppointmentStatus,
  unpaidSince: Date | null,
  now: Date = new Date(),
): boolean {
  if (isOneOf(SLOT_KEEPING_STATUSES, status)) return true;
  if (status !== "payment_pending" || unpaidSince === null) return false;
  return now.getTime() - unpaidSince.getTime() < UNPAID_HOLD_MINUTES * 60_000;
}

/** The terms' window (/terms) when the settings say nothing else: 24 hours before the visit. */
export const DEFAULT_CANCEL_WINDOW_HOURS = 24;
/** The default window in milliseconds. */
export const LATE_CANCELLATION_MS = DEFAULT_CANCEL_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * Whether the visit (business time) starts within the cancellation window (business_settings'
 * cancel_window_hours): a late cancellation, which the customer can no longer make or move online.
 */
export function isLateCancellation(
  date: string,
  time: string,
  now: Date = new Date(),
  windowHours: number = DEFAULT_CANCEL_WINDOW_HOURS,
): boolean {
  return businessInstant(date, time).getTime() - now.getTime() < windowHours * 60 * 60 * 1000;
}

/**
 * Whether the customer may still cancel or reschedule the visit themselves: it is pending or confirmed and
 * starts at least the window's hours from now. Inside the window only the business changes it.
 */
export function isChangeableOnline(
  appointment: { status: AppointmentStatus; date: string; time: string },
  windowHours: number,
  now: Date = new Date(),
): boolean {
  return (
    isCancellable(appointment.status) &&
    !isLateCancellation(appointment.date, appointment.time, now, windowHours)
  );
}
