import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import { formatMoney } from "~/lib/money";
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

/**
 * A fresh key for one refund request (see refundSchema's requestKey). `randomUUID` needs a secure page
 * (https or localhost); elsewhere 16 random bytes in hex do the same.
 */
export const newRequestKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

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
  const [confirming, setConfirming] = useState<{ amount: string; reason: string } | null>(null);
  // One key per refund the admin means to make: a request sent twice (a double click, a retry after no
  // answer) refunds once. A new key after the server answered, so that the next refund is a new one.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const refund = useMutation({
    mutationFn: (body: { amount: string; reason: string }) =>
      adminAppointmentCalls.refund({ params: { id: appointment.id }, body: { ...body, requestKey } }),
    onSuccess: (updated, body) => {
      setRequestKey(newRequestKey());
      setConfirming(null);
      toast({
        title: "Refund Made",
        description: `${formatMoney(body.amount)} was refunded to ${updated.name}.`,
      });
      onRefunded(updated);
    },
    onError: (error) => {
      // Refused (4xx): nothing was refunded under this key. Otherwise the refund may have been made, and
      // trying again with the same key answers it instead of refunding twice.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        setRequestKey(newRequestKey());
      setConfirming(null);
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
        setConfirming({ amount: (amount / 100).toFixed(2), reason: form.getValues("reason").trim() }),
      )}
    >
      <h4 className="font-semibold">Refund</h4>
      <TextField
        label="Amount ($)"
        inputMode="decimal"
        hint={`Up to ${formatMoney((remaining / 100).toFixed(2))}.`}
        error={form.formState.errors.amount?.message}
        {...form.register("amount")}
      />
      <TextField
        label="Reason"
        hint="The customer sees it in the refund mail and on their project page."
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
      {confirming ? (
        <div role="group" aria-label="Confirm refund" className="space-y-2">
          <p className="font-medium">
            Refund {formatMoney(confirming.amount)} to {appointment.name}? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              autoFocus
              disabled={refund.isPending}
              onClick={() => refund.mutate(confirming)}
              className={buttonStyles("destructive")}
            >
              {refund.isPending ? "Refunding..." : "Confirm Refund"}
            </button>
            <button type="button" onClick={() => setConfirming(null)} className={buttonStyles("outline")}>
              Back
            </button>
          </div>
        </div>
      ) : (
        <SubmitButton busy={false} busyLabel="Refunding...">
          Refund
        </SubmitButton>
      )}
    </form>
  );
}
