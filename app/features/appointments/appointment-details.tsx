import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { businessToday, formatLongDate, formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { formatMoney, formatServicePrice } from "~/lib/money";
import { AddToCalendarLink } from "./add-to-calendar-link";
import { appointmentKey } from "./api";
import type { Appointment } from "./appointment";
import { CancelDialog } from "./cancel-dialog";
import { isChangeableOnline } from "./cancellation";
import { ContactSupport, type SupportContact } from "./contact-support";
import { depositLabel, restBilledText } from "./deposit-text";
import { RefundList } from "./refund-list";
import { PaymentBadgeView, StatusBadge } from "./status-badge";
import { useCancelAppointment } from "./use-cancel-appointment";
import { VisitActions } from "./visit-actions";
import { useVisitPageCalls } from "./visit-page-calls";
import { estimateDepositText, jobShareText } from "./work-day";

/**
 * The reminder mail's links (`?action=reschedule`, `?action=cancel`) open the matching dialog once, when
 * the visit can still be changed online; the parameter is then dropped so a reload does not open it again.
 */
function useActionFromLink(appointment: Appointment) {
  const [params, setParams] = useSearchParams();
  const [action, setAction] = useState<"reschedule" | "cancel" | null>(null);
  const asked = params.get("action");
  useEffect(() => {
    if (asked !== "reschedule" && asked !== "cancel") return;
    if (isChangeableOnline(appointment, appointment.cancelWindowHours, new Date())) setAction(asked);
    setParams(
      (current) => {
        current.delete("action");
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, appointment, setParams]);
  return [action, setAction] as const;
}

const card =
  "rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";
const term = "text-sm text-slate-600 dark:text-slate-400";

/** On a booking's link page (no sign-in): where all of the customer's bookings are. */
function SignInForAll() {
  return (
    <Link
      to="/login?returnTo=%2Fmy-projects"
      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-accent-400"
    >
      Sign in to see all your bookings
    </Link>
  );
}

export function BackToProjects() {
  return (
    <Link
      to="/my-projects"
      className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-accent-400"
    >
      <span aria-hidden>←</span> Back to My Projects
    </Link>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className={term}>{label}</dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}

/** One appointment in full (Project Details), seeded by the server's copy. */
export function AppointmentDetails({ initial, support }: { initial: Appointment; support: SupportContact }) {
  const calls = useVisitPageCalls();
  const { data: appointment = initial } = useQuery({
    queryKey: appointmentKey(initial.id),
    queryFn: () => calls.get(initial.id),
    initialData: initial,
  });
  const { cancel, asking, dismiss, cancellingId } = useCancelAppointment();
  const [action, setAction] = useActionFromLink(appointment);
  // The reminder's cancel link asks the same question as the button.
  useEffect(() => {
    if (action !== "cancel") return;
    setAction(null);
    cancel(appointment);
  }, [action, appointment, cancel, setAction]);
  const { service, payment } = appointment;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        {calls.signedIn ? <BackToProjects /> : <SignInForAll />}
        <StatusBadge status={appointment.status} />
      </div>
      <section aria-labelledby="service-heading" className={card}>
        <h2 id="service-heading" className="text-2xl font-semibold">
          {service.name}
        </h2>
        {service.description && (
          <p className="mt-2 text-slate-600 dark:text-slate-300">{service.description}</p>
        )}
        {appointment.estimate ? (
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <Field label="Share of the job">{jobShareText(appointment, appointment.estimate)}</Field>
            <Field label="Estimate">#{appointment.estimate.number}</Field>
          </dl>
        ) : (
          <dl className="mt-5 grid gap-4 sm:grid-cols-3">
            <Field label="Base price">
              {formatServicePrice(appointment.unitPrice, service.priceUnit ?? "starting")}
            </Field>
            <Field label="Quantity">{appointment.quantity}</Field>
            <Field label="Estimated cost">{formatMoney(appointment.estimatedCost)}</Field>
            <Field label={depositLabel(appointment.status)}>
              {[formatMoney(appointment.booking.deposit), restBilledText(appointment.booking)]
                .filter(Boolean)
                .join(" ")}
            </Field>
          </dl>
        )}
      </section>
      <section aria-labelledby="visit-heading" className={card}>
        <h2 id="visit-heading" className="text-lg font-semibold">
          Appointment #{appointment.id}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="Date">{formatWeekdayDate(appointment.date)}</Field>
          <Field label="Time">{formatTime12h(appointment.time)}</Field>
          {appointment.address && (
            <Field label="Visit address">
              <span className="break-words">{appointment.address}</span>
            </Field>
          )}
          <Field label="Name">{appointment.name}</Field>
          <Field label="Phone">{appointment.phone}</Field>
          <Field label="Email">
            <span className="break-all">{appointment.email}</span>
          </Field>
          <Field label="Payment">
            {appointment.estimate ? (
              estimateDepositText(appointment.estimate)
            ) : (
              <PaymentBadgeView appointment={appointment} />
            )}
          </Field>
        </dl>
        <h3 className="mt-6 text-sm text-slate-600 dark:text-slate-400">Additional details</h3>
        <p className="mt-1 whitespace-pre-line">{appointment.details || "No additional details provided."}</p>
      </section>
      {payment && (
        <section aria-labelledby="payment-heading" className={card}>
          <h2 id="payment-heading" className="text-lg font-semibold">
            Payment
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label="Transaction ID">
              <span className="break-all">{payment.transactionId ?? "Not yet assigned"}</span>
            </Field>
            <Field label="Amount">{formatMoney(payment.amount)}</Field>
            <Field label="Status">{payment.status.charAt(0).toUpperCase() + payment.status.slice(1)}</Field>
            <Field label="Date">
              {formatLongDate(businessToday(new Date(payment.paidAt ?? payment.createdAt)))}
            </Field>
          </dl>
          <RefundList payment={payment} support={support} />
        </section>
      )}
      <CancelDialog
        asking={asking}
        busy={cancellingId === appointment.id}
        onConfirm={(visit) => cancel(visit, { confirmed: true })}
        onDismiss={dismiss}
      />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <ContactSupport contact={support} />
        <div className="flex flex-wrap gap-2">
          {appointment.status === "payment_pending" && (
            <Link
              to={`/payment/${appointment.id}`}
              className="inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400"
            >
              Complete Payment
            </Link>
          )}
          <VisitActions
            appointment={appointment}
            support={support}
            cancelling={cancellingId === appointment.id}
            onCancel={() => cancel(appointment)}
            rescheduleOpen={action === "reschedule"}
            onRescheduleOpenChange={(open) => setAction(open ? "reschedule" : null)}
          />
          <AddToCalendarLink appointment={appointment} />
        </div>
      </div>
    </div>
  );
}
