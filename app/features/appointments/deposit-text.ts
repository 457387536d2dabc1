/**
 * What the appointment pages say of a booking's deposit (docs/booking-and-payments.md, "Deposits"): the
 * amount, and when the business's cap made it less than the lines' own, that the rest is billed after the
 * visit. Client-safe.
 */
import { fromCents, toCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import type { Appointment } from "./appointment";

type Booking = Appointment["booking"];

/** "Deposit due now" while the booking awaits its payment, else "Deposit". */
export function depositLabel(status: Appointment["status"]): string {
  return status === "payment_pending" ? "Deposit due now" : "Deposit";
}

/** "The rest, $11,250.00, is billed after the visit." for a capped booking; null otherwise. */
export function restBilledText(booking: Booking): string | null {
  if (!booking.capped) return null;
  const rest = fromCents(toCents(booking.total) - toCents(booking.deposit));
  return `The rest, ${formatMoney(rest)}, is billed after the visit.`;
}
