import { z } from "zod";
import { timestamp } from "~/lib/endpoint";

/** Status of a customer: new, active (visit in the last 12 months or upcoming), inactive. */
export const CUSTOMER_STATUSES = ["new", "active", "inactive"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** A row of GET /api/admin/customers. */
export const adminCustomer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  totalAppointments: z.number(),
  /** Date (yyyy-MM-dd) of the latest appointment, or null. */
  lastAppointment: z.string().nullable(),
  /** Sum of succeeded payments, decimal string. */
  totalSpent: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  createdAt: timestamp,
});
export type AdminCustomer = z.infer<typeof adminCustomer>;

/** Sort keys GET /api/admin/customers accepts (`sort=name`, `sort=-totalSpent`, ...). */
export const CUSTOMER_SORTS = [
  "name",
  "email",
  "totalAppointments",
  "lastAppointment",
  "totalSpent",
  "createdAt",
] as const;
