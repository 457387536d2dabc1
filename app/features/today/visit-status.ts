/**
 * A visit's status, read from its appointments (one a service line), and the words of its on-site steps.
 * Client-safe.
 */
import type { AppointmentStatus } from "~/lib/appointment-lifecycle";
import { isOpen } from "~/lib/appointment-lifecycle";
import { businessClock, businessToday, formatInstantDateTime, formatTime12h } from "~/lib/dates";

/** Of the lines still on (not cancelled), the one least far along; cancelled when every line is. */
const PRECEDENCE: readonly AppointmentStatus[] = ["payment_pending", "pending", "confirmed", "completed"];

export function visitStatus(statuses: readonly AppointmentStatus[]): AppointmentStatus {
  return PRECEDENCE.find((status) => statuses.includes(status)) ?? "cancelled";
}

/** The visit is still to do: on my way, start and complete are offered. */
export const isVisitOpen = (status: AppointmentStatus) => isOpen(status);

/**
 * When a step happened, as the owner reads it: "9:05 AM" on the visit's own day, else with its date
 * ("June 3, 2026 at 9:05 AM").
 */
export function stepTime(isoInstant: string, visitDate?: string): string {
  const at = new Date(isoInstant);
  if (visitDate !== undefined && businessToday(at) !== visitDate) return formatInstantDateTime(isoInstant);
  return formatTime12h(businessClock(at));
}

/** "Sent at 9:05 AM": what the owner is told of an "on my way" already sent. */
export const sentAtText = (sentAt: string, visitDate?: string) => `Sent at ${stepTime(sentAt, visitDate)}`;

/**
 * The customer's words: "Alex from Big Country Home Remodeling is on the way, about 20 minutes out", or
 * without the admin's first name "Big Country Home Remodeling is on the way, about 20 minutes out".
 */
export function onMyWaySentence({
  firstName,
  businessName,
  minutes,
}: {
  firstName: string | null;
  businessName: string;
  minutes: number;
}): string {
  const who = firstName?.trim() ? `${firstName.trim()} from ${businessName}` : businessName;
  return `${who} is on the way, about ${minutes} minutes out`;
}
