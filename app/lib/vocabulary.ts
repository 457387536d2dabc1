/**
 * The product's fixed vocabularies (SPEC.md §3, §4, §5): the database checks them, the schemas validate
 * against them and the pages label them. Client-safe.
 */
export const SERVICE_CATEGORIES = [
  "Bathroom",
  "Kitchen",
  "Electrical",
  "Plumbing",
  "Outdoor",
  "General",
] as const;
export const PROJECT_CATEGORIES = ["Bathroom", "Kitchen", "Fence", "Fixtures", "Sheds", "Other"] as const;
export const PRICE_UNITS = ["fixed", "per_ft", "starting"] as const;
export const APPOINTMENT_STATUSES = [
  "pending",
  "confirmed",
  "completed",
  "cancelled",
  "payment_pending",
] as const;
export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "expired", "refunded"] as const;
export const INBOX_STATUSES = ["new", "handled"] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** How an appointment status reads on every page (SPEC.md §4: payment_pending reads "Payment Pending"). */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  payment_pending: "Payment Pending",
};

/** The statuses an admin picks from the dropdown (SPEC.md §4); payment_pending is set by the server only. */
export const ADMIN_SETTABLE_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
/** The statuses a customer may cancel from (SPEC.md §4). */
export const CANCELLABLE_STATUSES = ["pending", "confirmed"] as const;

/** A page of a server-sorted, server-paginated list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
