import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "~/components/ui/toast";
import { ApiError } from "~/lib/api-client";
import { formatMoney } from "~/lib/money";
import { appointmentKey, USER_APPOINTMENTS_KEY } from "./api";
import type { Appointment } from "./appointment";
import { cancelledDescription } from "./cancellation";
import { useVisitPageCalls } from "./visit-page-calls";

/** The deposit refund a cancellation in time opened for this appointment: made, or still on its way. */
export function refundOfCancellation(appointment: Appointment) {
  const refund = appointment.payment?.refunds.find(
    (r) => r.appointmentId === appointment.id && r.reason === "cancelled_in_time" && r.status !== "failed",
  );
  return refund ?? null;
}

/**
 * Cancelling (docs/appointments.md): offered only outside the cancellation window; the site's own
 * confirmation first (`asking`, drawn by CancelDialog, which says what happens to the deposit), then PUT
 * status cancelled; the answer replaces the appointment wherever it is cached,
 * so the card moves to Cancelled at once, and the toast says what deposit went back. A refusal shows the
 * server's reason (inside the window: the policy) and reads the appointment again.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const calls = useVisitPageCalls();
  const [asking, setAsking] = useState<Appointment | null>(null);
  const mutation = useMutation({
    mutationFn: (id: number) => calls.cancel(id),
    onSuccess: (updated) => {
      queryClient.setQueryData<Appointment[]>(USER_APPOINTMENTS_KEY, (list) =>
        list?.map((appointment) => (appointment.id === updated.id ? updated : appointment)),
      );
      queryClient.setQueryData(appointmentKey(updated.id), updated);
      toast({
        title: "Appointment Cancelled",
        description: cancelledDescription(refundOfCancellation(updated), formatMoney),
      });
    },
    onError: (error, id) => {
      const policy = error instanceof ApiError && error.code === "conflict" ? error.serverMessage : undefined;
      toast({
        title: "Error",
        description: policy ?? "Failed to cancel appointment. Please try again.",
        variant: "destructive",
      });
      // The page may be out of date (cancelled from another tab, changed by the business): read it again.
      void queryClient.invalidateQueries({ queryKey: USER_APPOINTMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: appointmentKey(id) });
    },
  });

  /** Asks first (the dialog); `confirmed` is the dialog's own answer. */
  function cancel(appointment: Appointment, { confirmed = false } = {}) {
    if (mutation.isPending) return;
    if (!confirmed) return setAsking(appointment);
    setAsking(null);
    mutation.mutate(appointment.id);
  }

  return {
    cancel,
    asking,
    dismiss: () => setAsking(null),
    cancellingId: mutation.isPending ? mutation.variables : undefined,
  };
}
