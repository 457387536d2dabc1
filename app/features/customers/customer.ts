/** Status of a customer: new, active (visit in the last 12 months or upcoming), inactive. */
export type CustomerStatus = "new" | "active" | "inactive";

/** A row of GET /api/admin/customers. */
export interface AdminCustomer {
  id: number;
  name: string;
  email: string;
  phone: string;
  totalAppointments: number;
  /** Date (yyyy-MM-dd) of the latest appointment, or null. */
  lastAppointment: string | null;
  /** Sum of succeeded payments, decimal string. */
  totalSpent: string;
  status: CustomerStatus;
  createdAt: string;
}

/** Sort keys GET /api/admin/customers accepts (`sort=name`, `sort=-totalSpent`, ...). */
export const CUSTOMER_SORTS = [
  "name",
  "email",
  "totalAppointments",
  "lastAppointment",
  "totalSpent",
  "createdAt",
] as const;
