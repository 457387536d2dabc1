/**
 * How a visit's page reads and changes its visit: a signed-in customer's (or an admin's) by the appointment's
 * id, or a booking's secret link by its token (booking-link.server.ts). The page says which through this
 * context; the details, the cancel and the reschedule dialog ask it, so one page serves both.
 */
import { createContext, useContext } from "react";
import { appointmentCalls, bookingLinkCalls } from "./api";
import type { Appointment } from "./appointment";

export interface VisitPageCalls {
  get: (id: number) => Promise<Appointment>;
  cancel: (id: number) => Promise<Appointment>;
  reschedule: (id: number, slot: { date: string; time: string }) => Promise<Appointment>;
  /** The visit's .ics file ("Add to calendar"). */
  calendarHref: (id: number) => string;
  /** Whether the page is the signed-in customer's (My Projects is then a page to go back to). */
  signedIn: boolean;
}

export const accountVisitCalls: VisitPageCalls = {
  get: (id) => appointmentCalls.get({ params: { id } }),
  cancel: (id) => appointmentCalls.cancel({ params: { id }, body: { status: "cancelled" } }),
  reschedule: (id, slot) => appointmentCalls.reschedule({ params: { id }, body: slot }),
  calendarHref: (id) => `/api/appointments/${id}/calendar.ics`,
  signedIn: true,
};

/** The calls of a booking's link: its token stands for the visit, whatever the id. */
export const bookingLinkVisitCalls = (token: string): VisitPageCalls => ({
  get: () => bookingLinkCalls.get({ params: { token } }),
  cancel: () => bookingLinkCalls.cancel({ params: { token }, body: { status: "cancelled" } }),
  reschedule: (_id, slot) => bookingLinkCalls.reschedule({ params: { token }, body: slot }),
  calendarHref: () => `/api/visits/${token}/calendar.ics`,
  signedIn: false,
});

export const VisitPageCallsContext = createContext<VisitPageCalls>(accountVisitCalls);

export const useVisitPageCalls = () => useContext(VisitPageCallsContext);
