import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toast";
import { paymentCalls } from "./api";

/**
 * Back from the checkout, the page reports the session once (docs/booking-and-payments.md): the server asks
 * the card provider whether it was paid and records it if so.
 */
export function useRecordPayment(appointmentId: string | null, sessionId: string | null) {
  const { toast } = useToast();
  const sent = useRef(false);
  useEffect(() => {
    if (!appointmentId || !sessionId || sent.current) return;
    sent.current = true;
    paymentCalls
      .report({ body: { appointmentId: Number(appointmentId), transactionId: sessionId } })
      .catch(() =>
        toast({
          title: "Error",
          description: "There was a problem recording your payment, but your booking is still confirmed.",
          variant: "destructive",
        }),
      );
  }, [appointmentId, sessionId, toast]);
}
