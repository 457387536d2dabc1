/** The appointments' calls (endpoints.ts) and the customer's pages' query keys. Client-safe. */
import { clientOf } from "~/lib/api-client";
import { adminAppointmentEndpoints, bookingLinkEndpoints, customerAppointmentEndpoints } from "./endpoints";

export const USER_APPOINTMENTS_KEY = ["user", "appointments"] as const;
export const appointmentKey = (id: number) => ["appointments", id] as const;

export const appointmentCalls = clientOf(customerAppointmentEndpoints);
export const adminAppointmentCalls = clientOf(adminAppointmentEndpoints);
export const bookingLinkCalls = clientOf(bookingLinkEndpoints);
