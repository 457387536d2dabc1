import type { BadgeTone } from "~/components/ui/badge";
import type { PaymentBadge } from "./appointment";

export const PAYMENT_TONES: Record<PaymentBadge, BadgeTone> = {
  Paid: "green",
  "Payment Pending": "yellow",
  Refunded: "blue",
  "Not Required": "grey",
};

/** The sort orders GET /api/admin/appointments offers, as the filter bar names them. */
export const APPOINTMENT_SORTS = [
  { value: "-date", label: "Visit date, latest first" },
  { value: "date", label: "Visit date, earliest first" },
  { value: "-createdAt", label: "Booked, newest first" },
  { value: "name", label: "Customer name" },
  { value: "status", label: "Status" },
] as const;
