/**
 * A work day of an estimate's job (docs/appointments.md, "Work days of an estimate"): a visit the business
 * scheduled from an approved estimate. Its money is the estimate's, not a booking's, and moving or
 * cancelling it is the business's, so its page says so and offers the phone instead of the buttons.
 */
import { toCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import type { Appointment } from "./appointment";
import { workDayMessage } from "./cancellation";
import type { SupportContact } from "./contact-support";

type Estimate = NonNullable<Appointment["estimate"]>;

/** What the visit's payment line says: the estimate's deposit, which paid for the whole job's start. */
export function estimateDepositText(estimate: Estimate): string {
  return estimate.depositPaid && toCents(estimate.depositPaid) > 0
    ? `Deposit of ${formatMoney(estimate.depositPaid)} paid with estimate #${estimate.number}`
    : `No deposit was due with estimate #${estimate.number}`;
}

/**
 * The visit's share of the job: the part of the approved total the schedule gave this day (the first days
 * share the total; a day added later carries none of its own and is included in it).
 */
export function jobShareText(appointment: Pick<Appointment, "estimatedCost">, estimate: Estimate): string {
  const total = formatMoney(estimate.total);
  return toCents(appointment.estimatedCost) > 0
    ? `${formatMoney(appointment.estimatedCost)} of the ${total} job`
    : `Included in the ${total} job`;
}

/** Instead of Reschedule and Cancel: whom to call, the phone a link. */
export function PhoneNote({
  message,
  support,
}: {
  message: string;
  support: Pick<SupportContact, "phone" | "phoneHref">;
}) {
  const at = support.phone ? message.lastIndexOf(support.phone) : -1;
  return (
    <p className="w-full rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      {at < 0 ? message : message.slice(0, at)}
      {at >= 0 && (
        <a href={support.phoneHref} className="font-semibold underline underline-offset-2">
          {support.phone}
        </a>
      )}
      {at >= 0 && message.slice(at + support.phone.length)}
    </p>
  );
}

export function WorkDayNote({ support }: { support: Pick<SupportContact, "phone" | "phoneHref"> }) {
  return <PhoneNote message={workDayMessage(support.phone)} support={support} />;
}
