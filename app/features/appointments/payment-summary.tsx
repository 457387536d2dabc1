import { useMutation } from "@tanstack/react-query";
import { Icon } from "~/components/ui/icon";
import { lock } from "~/components/ui/icons/lock";
import { useToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { depositPercent } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { appointmentCalls } from "./api";
import { paymentBadge, type Appointment } from "./appointment";
import { ContactSupport, type SupportContact } from "./contact-support";
import { restBilledText } from "./deposit-text";
import { PaymentBadgeView } from "./status-badge";

function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: React.ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={cn("flex justify-between gap-4 py-3", strong && "text-lg font-bold")}>
      <dt className={strong ? "" : "text-slate-600 dark:text-slate-400"}>{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/**
 * The payment summary of one appointment. While its booking is unpaid, "Pay deposit" starts
 * a fresh checkout for the whole visit (one checkout pays every line's deposit).
 */
export function PaymentSummary({
  appointment,
  support,
}: {
  appointment: Appointment;
  support: SupportContact;
}) {
  const { toast } = useToast();
  const checkout = useMutation({
    mutationFn: () => appointmentCalls.checkout({ params: { id: appointment.id } }),
    // The page stays busy while the browser leaves for the checkout.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to process payment. Please try again later.",
        variant: "destructive",
      }),
  });
  const unpaid = appointment.status === "payment_pending" && paymentBadge(appointment) !== "Paid";
  const busy = checkout.isPending || checkout.isSuccess;
  const { booking } = appointment;

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="summary-heading"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="summary-heading" className="text-xl font-semibold">
            Appointment #{appointment.id}
          </h2>
          <PaymentBadgeView appointment={appointment} />
        </div>
        <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          <Row label="Service">
            {appointment.service.name}
            {appointment.quantity > 1 && ` × ${appointment.quantity}`}
          </Row>
          <Row label="Date">{formatWeekdayDate(appointment.date)}</Row>
          <Row label="Time">{formatTime12h(appointment.time)}</Row>
          <Row label="Customer">{appointment.name}</Row>
          <Row label="Service price">{formatMoney(appointment.estimatedCost)}</Row>
          <Row label="Deposit required">
            {booking.capped
              ? formatMoney(appointment.deposit)
              : `${depositPercent(appointment.service.name)}% (${formatMoney(appointment.deposit)})`}
          </Row>
          <Row label="Payment amount" strong>
            {formatMoney(booking.deposit)}
          </Row>
        </dl>
        {booking.lines > 1 && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            The payment covers the deposits of all {booking.lines} services booked for this visit (total{" "}
            {formatMoney(booking.total)}).
          </p>
        )}
        {booking.capped && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{restBilledText(booking)}</p>
        )}
        {unpaid && (
          <button
            type="button"
            disabled={busy}
            onClick={() => checkout.mutate()}
            className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400"
          >
            {busy ? "Processing..." : "Pay deposit"}
          </button>
        )}
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          Secure payment processing provided by Stripe
        </p>
        <ul aria-label="Security" className="mt-3 flex flex-wrap justify-center gap-2">
          {["SSL Encrypted", "Secure Checkout"].map((label) => (
            <li
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-900 dark:bg-green-900/40 dark:text-green-200"
            >
              <Icon icon={lock} size={14} />
              {label}
            </li>
          ))}
        </ul>
      </section>
      <ContactSupport contact={support} />
    </div>
  );
}
