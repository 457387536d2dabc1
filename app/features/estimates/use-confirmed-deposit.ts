/**
 * Back from the deposit's checkout (docs/estimates.md): the return page shows where the deposit stands as
 * recorded, and its loader records nothing, since any GET may be a crawler's or a prefetch. While the payment
 * is still pending here (the provider's webhook not in yet), the page reports the session once: the server
 * asks the provider and records a payment it reports. Client-safe.
 */
import { useEffect, useState } from "react";
import { customerEstimateCalls } from "./customer-api";
import type { DepositReturn } from "./estimate-view";

export function useConfirmedDeposit(sessionId: string, initial: DepositReturn): DepositReturn {
  const [answer, setAnswer] = useState(initial);
  const pending = initial.state === "pending";
  useEffect(() => {
    if (!pending) return;
    let current = true;
    customerEstimateCalls
      .paid({ body: { sessionId } })
      .then((next) => {
        if (current) setAnswer(next);
      })
      // The page keeps saying "confirming", with its link to check again; the webhook records it anyway.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [sessionId, pending]);
  return answer;
}
