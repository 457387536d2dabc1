import { Badge } from "~/components/ui/badge";
import { Dialog } from "~/components/ui/dialog";
import { formatLongDate, formatTime12h } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";
import { paymentBadge, type Appointment } from "./appointment";
import { PAYMENT_TONES } from "./appointment-labels";
import { depositLabel, restBilledText } from "./deposit-text";
import { RefundForm } from "./refund-form";
import { RefundList } from "./refund-list";

/**
 * Everything about one appointment: the customer, the visit, the cost, the notes, and the payment with its
 * refunds and a form to refund more (the answer replaces the appointment shown).
 */
export function AppointmentDetailsDialog({
  appointment,
  onClose,
  onUpdated,
}: {
  appointment: Appointment | null;
  onClose: () => void;
  onUpdated?: (updated: Appointment) => void;
}) {
  const a = appointment;
  return (
    <Dialog open={a !== null} onClose={onClose} title={a ? `Appointment #${a.id}` : "Appointment"}>
      {a && (
        <div className="grid gap-5 text-sm sm:grid-cols-2">
          <section aria-labelledby="details-customer">
            <h3 id="details-customer" className="mb-2 font-semibold">
              Customer
            </h3>
            <dl className="space-y-1">
              <Row label="Name" value={a.name} />
              <Row
                label="Email"
                value={
                  <a className="underline" href={`mailto:${a.email}`}>
                    {a.email}
                  </a>
                }
              />
              <Row
                label="Phone"
                value={
                  <a className="underline" href={`tel:${a.phone.replace(/[^\d+]/g, "")}`}>
                    {a.phone}
                  </a>
                }
              />
            </dl>
          </section>
          <section aria-labelledby="details-visit">
            <h3 id="details-visit" className="mb-2 font-semibold">
              Visit
            </h3>
            <dl className="space-y-1">
              <Row
                label="Service"
                value={a.quantity > 1 ? `${a.service.name} × ${a.quantity}` : a.service.name}
              />
              <Row label="Date" value={formatLongDate(a.date)} />
              <Row label="Time" value={formatTime12h(a.time)} />
              {a.address && <Row label="Address" value={a.address} />}
              <Row label="Status" value={APPOINTMENT_STATUS_LABELS[a.status]} />
              <Row label="Estimated cost" value={formatMoney(a.estimatedCost)} />
              {a.estimate === null && (
                <Row
                  label={depositLabel(a.status)}
                  value={[formatMoney(a.booking.deposit), restBilledText(a.booking)]
                    .filter(Boolean)
                    .join(" ")}
                />
              )}
              <Row
                label="Payment"
                value={<Badge tone={PAYMENT_TONES[paymentBadge(a)]}>{paymentBadge(a)}</Badge>}
              />
            </dl>
          </section>
          {a.payment && (
            <section aria-labelledby="details-payment" className="sm:col-span-2">
              <h3 id="details-payment" className="mb-2 font-semibold">
                Payment
              </h3>
              <dl className="space-y-1">
                <Row label="Amount" value={formatMoney(a.payment.amount)} />
                <Row label="Transaction" value={a.payment.transactionId ?? "Not yet assigned"} />
                {Number(a.payment.refundedAmount) > 0 && (
                  <Row label="Refunded" value={formatMoney(a.payment.refundedAmount)} />
                )}
              </dl>
              <RefundList payment={a.payment} />
              {onUpdated && (
                <RefundForm
                  key={`${a.id}-${a.payment.refunds.length}`}
                  appointment={a}
                  onRefunded={onUpdated}
                />
              )}
            </section>
          )}
          <section aria-labelledby="details-notes" className="sm:col-span-2">
            <h3 id="details-notes" className="mb-2 font-semibold">
              Additional details
            </h3>
            <p className="whitespace-pre-line text-slate-700 dark:text-slate-200">
              {a.details || "No additional details provided."}
            </p>
          </section>
        </div>
      )}
    </Dialog>
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
