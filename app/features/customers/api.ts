import { apiRequest } from "~/lib/api-client";
import type { AppointmentStatus } from "~/lib/vocabulary";

/** What the customers tab asks the server: the query keys and the calls. */

/** The shape of GET /api/admin/customers/:email/appointments rows this panel reads. */
export interface HistoryItem {
  id: number;
  service: { name: string };
  date: string;
  time: string;
  status: AppointmentStatus;
  estimatedCost: string;
}

export const customerHistoryKey = (email: string) => ["admin", "customers", "history", email] as const;

/** GET /api/admin/customers/:email/appointments: one customer's appointments, newest visit first. */
export const fetchCustomerHistory = (email: string) =>
  apiRequest<HistoryItem[]>("GET", `/api/admin/customers/${encodeURIComponent(email)}/appointments`);

/** DELETE /api/admin/customers/:id: the customer, their account and their appointments. */
export const removeCustomer = (id: number) => apiRequest("DELETE", `/api/admin/customers/${id}`);
