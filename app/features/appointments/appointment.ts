import type { AppointmentStatus, PaymentStatus, RefundReason, RefundStatus } from "~/lib/vocabulary";

/** Money given back of the payment, in full or in part (pending while the provider has not answered). */
export interface AppointmentRefund {
  id: number;
  /** The visit it was for, when one (a visit cancelled in time, an admin's refund from it). */
  appointmentId: number | null;
  amount: string;
  reason: RefundReason;
  /** The admin's words, for an admin's refund. */
  note: string;
  status: RefundStatus;
  createdAt: string;
}

/** The checkout that paid (or is to pay) an appointment's booking. Amounts are the provider's. */
export interface AppointmentPayment {
  transactionId: string | null;
  amount: string;
  currency: string;
  status: PaymentStatus;
  createdAt: string;
  paidAt: string | null;
  /** The sum of its succeeded refunds. */
  refundedAmount: string;
  refunds: AppointmentRefund[];
}

/**
 * An appointment as the API returns it to its owner and to admins. One booking (one visit,
 * one checkout) holds one appointment per service line.
 */
export interface Appointment {
  id: number;
  bookingId: number;
  name: string;
  email: string;
  phone: string;
  serviceId: number | null;
  /** The name as booked; description and price unit from the service today (null once it is deleted). */
  service: { name: string; description: string | null; priceUnit: string | null };
  quantity: number;
  unitPrice: string;
  estimatedCost: string;
  /** Due at checkout for this line (50% for Remodel or Installation services, else 100%). */
  deposit: string;
  /** The whole visit: one checkout pays the deposits of every line. */
  booking: { total: string; deposit: string; lines: number };
  date: string;
  time: string;
  status: AppointmentStatus;
  details: string;
  /** Where the visit is, as the customer gave it when booking ("" when not given). */
  address: string;
  createdAt: string;
  payment: AppointmentPayment | null;
  /**
   * The business's cancellation window in hours: the customer may cancel or reschedule online only while
   * the visit is at least this far away.
   */
  cancelWindowHours: number;
}

export type PaymentBadge = "Paid" | "Payment Pending" | "Refunded" | "Not Required";

/**
 * The payment badge, read so that it never says Paid without a payment: Paid when the booking's payment
 * succeeded, Payment Pending while it awaits payment, Refunded when the money it took went back (or is on
 * its way back), Not Required otherwise.
 */
export function paymentBadge(appointment: Pick<Appointment, "status" | "payment">): PaymentBadge {
  const payment = appointment.payment?.status;
  if (payment === "succeeded") return "Paid";
  if (payment === "refunded" || payment === "refund_pending") return "Refunded";
  if (appointment.status === "payment_pending") return "Payment Pending";
  return "Not Required";
}

/** The refunds that went through, oldest first. */
export function succeededRefunds(payment: Pick<AppointmentPayment, "refunds"> | null): AppointmentRefund[] {
  return (payment?.refunds ?? []).filter((refund) => refund.status === "succeeded");
}
