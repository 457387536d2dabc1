import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "~/lib/api-client";
import { newRequestKey } from "~/lib/refund-request";

/** A refund as the admin confirms it: dollars ("12.50") and the reason the customer is told. */
export interface RefundAsked {
  amount: string;
  reason: string;
}

/**
 * A refund form's two steps and its request (docs/booking-and-payments.md, "Refunds"): the checked values
 * are held for a second, explicit confirmation, then sent with the form's request key. Whatever the payment
 * was for, the key rules are the same; each form says its own success and failure.
 */
export function useRefundRequest<Refunded>({
  send,
  onSuccess,
  onError,
}: {
  send: (body: RefundAsked & { requestKey: string }) => Promise<Refunded>;
  onSuccess: (refunded: Refunded, body: RefundAsked) => void;
  onError: (error: Error) => void;
}) {
  const [confirming, setConfirming] = useState<RefundAsked | null>(null);
  // One key per refund the admin means to make: a request sent twice (a double click, a retry after no
  // answer) refunds once. A new key after the server answered, so that the next refund is a new one.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const mutation = useMutation({
    mutationFn: (body: RefundAsked) => send({ ...body, requestKey }),
    onSuccess: (refunded, body) => {
      setRequestKey(newRequestKey());
      setConfirming(null);
      onSuccess(refunded, body);
    },
    onError: (error) => {
      // Refused (4xx): nothing was refunded under this key. Otherwise the refund may have been made, and
      // trying again with the same key answers it instead of refunding twice.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        setRequestKey(newRequestKey());
      setConfirming(null);
      onError(error);
    },
  });
  return {
    confirming,
    /** Holds the form's checked amount (in cents) and reason for the confirmation. */
    ask: ({ amount, reason }: { amount: number; reason: string }) =>
      setConfirming({ amount: (amount / 100).toFixed(2), reason }),
    confirm: () => {
      if (confirming) mutation.mutate(confirming);
    },
    back: () => setConfirming(null),
    busy: mutation.isPending,
  };
}

export type RefundRequest = ReturnType<typeof useRefundRequest>;
