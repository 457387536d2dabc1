import { SubmitButton, TextField } from "~/components/ui/form-field";
import { RefundConfirmation } from "~/components/ui/refund-confirmation";
import { registerField } from "~/components/ui/register-field";
import { useToast } from "~/components/ui/toast";
import { useRefundRequest } from "~/components/ui/use-refund-request";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import { formatMoney } from "~/lib/money";
import { newRequestKey } from "~/lib/refund-request";
import { adminAppointmentCalls } from "./api";
import type { Appointment } from "./appointment";
import { refundSchema } from "./visit-change.schema";

/** What is left to give back of the payment: its amount less refunds made or under way, in cents. */
export function refundableCents(payment: NonNullable<Appointment["payment"]>): number {
  if (payment.status !== "succeeded" && payment.status !== "refund_pending") return 0;
  const taken = payment.refunds
    .filter((refund) => refund.status !== "failed")
    .reduce((sum, refund) => sum + Math.round(Number(refund.amount) * 100), 0);
  return Math.max(0, Math.round(Number(payment.amount) * 100) - taken);
}

export { newRequestKey };

/**
 * An admin's refund of the visit's payment, in full or in part, with a reason the customer is told: the
 * amount starts at what is left, and the refund is asked for only after a second, explicit confirmation.
 */
export function RefundForm({
  appointment,
  onRefunded,
}: {
  appointment: Appointment;
  onRefunded: (updated: Appointment) => void;
}) {
  const { toast } = useToast();
  const remaining = appointment.payment ? refundableCents(appointment.payment) : 0;
  const form = useZodForm(refundSchema, {
    defaultValues: { amount: (remaining / 100).toFixed(2), reason: "" },
  });
  const request = useRefundRequest({
    send: (body) => adminAppointmentCalls.refund({ params: { id: appointment.id }, body }),
    onSuccess: (updated, body) => {
      toast({
        title: "Refund Made",
        description: `${formatMoney(body.amount)} was refunded to ${updated.name}.`,
      });
      onRefunded(updated);
    },
    onError: (error) => {
      if (applyServerErrors(form, error)) return;
      toast({
        title: "Error",
        description:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : "Failed to make the refund. Please try again later.",
        variant: "destructive",
      });
    },
  });
  if (remaining === 0) return null;

  return (
    <form
      noValidate
      aria-label="Refund"
      className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={form.handleSubmit(({ amount }) =>
        request.ask({ amount, reason: form.getValues("reason").trim() }),
      )}
    >
      <h4 className="font-semibold">Refund</h4>
      <TextField
        label="Amount ($)"
        inputMode="decimal"
        hint={`Up to ${formatMoney((remaining / 100).toFixed(2))}.`}
        {...registerField(form, "amount")}
      />
      <TextField
        label="Reason"
        hint="The customer sees it in the refund mail and on their project page."
        {...registerField(form, "reason")}
      />
      <RefundConfirmation request={request} recipient={appointment.name} confirmLabel="Confirm Refund">
        <SubmitButton busy={false} busyLabel="Refunding...">
          Refund
        </SubmitButton>
      </RefundConfirmation>
    </form>
  );
}
