/**
 * The product's fixed vocabularies: the database checks them, the schemas validate
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
/**
 * A payment is `refund_pending` when money arrived that must go back (a second payment of a paid booking,
 * or one for visits that can no longer take place) until the provider confirms the refund: `refunded`.
 */
export const PAYMENT_STATUSES = [
  "pending",
  "succeeded",
  "failed",
  "expired",
  "refund_pending",
  "refunded",
] as const;
/** A payment whose money arrived, whether or not it had to go back. */
export const PAID_STATUSES = ["succeeded", "refund_pending", "refunded"] as const satisfies PaymentStatus[];
export const isPaidStatus = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);
/** Why money went back to a customer without anyone asking. */
export const REFUND_REASONS = ["duplicate", "slot_unavailable", "visit_cancelled"] as const;
/** Who cancelled an appointment: its customer, an admin, or the site when its checkout expired unpaid. */
export const CANCELLED_BY = ["customer", "admin", "system"] as const;
export const INBOX_STATUSES = ["new", "handled"] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export type RefundReason = (typeof REFUND_REASONS)[number];
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** How an appointment status reads on every page: payment_pending reads "Payment Pending". */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  payment_pending: "Payment Pending",
};

/** The statuses an admin picks from the dropdown; payment_pending is set by the server only. */
export const ADMIN_SETTABLE_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
/** The statuses a customer may cancel from. */
export const CANCELLABLE_STATUSES = ["pending", "confirmed"] as const;

/** A page of a server-sorted, server-paginated list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
