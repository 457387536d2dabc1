import { z } from "zod";
import { timestamp } from "~/lib/endpoint";
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES, REFUND_REASONS, REFUND_STATUSES } from "~/lib/vocabulary";

/** Money given back of the payment, in full or in part (pending while the provider has not answered). */
export const appointmentRefundSchema = z.object({
  id: z.number(),
  /** The visit it was for, when one (a visit cancelled in time, an admin's refund from it). */
  appointmentId: z.number().nullable(),
  amount: z.string(),
  reason: z.enum(REFUND_REASONS),
  /** The admin's words, for an admin's refund. */
  note: z.string(),
  status: z.enum(REFUND_STATUSES),
  createdAt: timestamp,
});

/** The checkout that paid (or is to pay) an appointment's booking. Amounts are the provider's. */
export const appointmentPaymentSchema = z.object({
  transactionId: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  /** The sum of its succeeded refunds. */
  refundedAmount: z.string(),
  refunds: z.array(appointmentRefundSchema),
});

/**
 * An appointment as the API returns it to its owner and to admins. One booking (one visit,
 * one checkout) holds one appointment per service line.
 */
export const appointmentSchema = z.object({
  id: z.number(),
  bookingId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  serviceId: z.number().nullable(),
  /** The name as booked; description and price unit from the service today (null once it is deleted). */
  service: z.object({
    name: z.string(),
    description: z.string().nullable(),
    priceUnit: z.string().nullable(),
  }),
  quantity: z.number(),
  unitPrice: z.string(),
  estimatedCost: z.string(),
  /**
   * Due at checkout for this line (50% for Remodel or Installation services, else 100%), or its part of the
   * booking's deposit when the business's cap made that less.
   */
  deposit: z.string(),
  /**
   * The whole visit: one checkout pays the deposits of every line. `capped`: the business's cap made the
   * deposit less than the lines' own, and the rest is billed by invoice after the visit.
   */
  booking: z.object({ total: z.string(), deposit: z.string(), lines: z.number(), capped: z.boolean() }),
  date: z.string(),
  time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  details: z.string(),
  /** Where the visit is, as the customer gave it when booking ("" when not given). */
  address: z.string(),
  createdAt: timestamp,
  payment: appointmentPaymentSchema.nullable(),
  /**
   * The business's cancellation window in hours: the customer may cancel or reschedule online only while
   * the visit is at least this far away.
   */
  cancelWindowHours: z.number(),
  /**
   * For a work day of an estimate's job (a visit the business scheduled from an approved estimate): the
   * estimate's number, the job's total as approved and the deposit paid with the estimate (null when none).
   * Such a visit is the business's to move or cancel. Null for a visit the customer booked.
   */
  estimate: z
    .object({ number: z.number(), total: z.string(), depositPaid: z.string().nullable() })
    .nullable(),
});

export type AppointmentRefund = z.infer<typeof appointmentRefundSchema>;
export type AppointmentPayment = z.infer<typeof appointmentPaymentSchema>;
export type Appointment = z.infer<typeof appointmentSchema>;

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
