import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "~/components/ui/toast";
import { appointmentKey, requestCancellation, USER_APPOINTMENTS_KEY, type UserAppointments } from "./api";
import type { Appointment } from "./appointment";
import { cancelConfirmation } from "./cancellation";

/**
 * Cancelling (docs/appointments.md): the browser's confirmation first (with the late-fee warning inside 24
 * hours), then PUT status cancelled; the answer replaces the appointment wherever it is cached, so the
 * card moves to Cancelled at once.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: requestCancellation,
    onSuccess: (updated) => {
      queryClient.setQueryData<UserAppointments>(USER_APPOINTMENTS_KEY, (list) =>
        list?.map((appointment) => (appointment.id === updated.id ? updated : appointment)),
      );
      queryClient.setQueryData(appointmentKey(updated.id), updated);
      toast({
        title: "Appointment Cancelled",
        description: "Your appointment has been successfully cancelled.",
      });
    },
    onError: (_error, id) => {
      toast({
        title: "Error",
        description: "Failed to cancel appointment. Please try again.",
        variant: "destructive",
      });
      // The page may be out of date (cancelled from another tab, changed by the business): read it again.
      void queryClient.invalidateQueries({ queryKey: USER_APPOINTMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: appointmentKey(id) });
    },
  });

  function cancel(appointment: Pick<Appointment, "id" | "date" | "time">) {
    if (mutation.isPending) return;
    if (!window.confirm(cancelConfirmation(appointment.date, appointment.time))) return;
    mutation.mutate(appointment.id);
  }

  return { cancel, cancellingId: mutation.isPending ? mutation.variables : undefined };
}
