import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/money";
import { buttonStyles } from "./button";
import type { RefundRequest } from "./use-refund-request";

/**
 * A refund form's last step: once the amount is checked, the refund is said in full (it cannot be undone)
 * and asked for only by an explicit confirmation; Back returns to the form. Before that, the form's own
 * buttons (`children`).
 */
export function RefundConfirmation({
  request,
  recipient,
  confirmLabel,
  className,
  children,
}: {
  request: Pick<RefundRequest, "confirming" | "confirm" | "back" | "busy">;
  /** Who gets the money back, by name. */
  recipient: string;
  confirmLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const { confirming } = request;
  if (!confirming) return children;
  return (
    <div role="group" aria-label="Confirm refund" className={cn("space-y-2", className)}>
      <p className="font-medium">
        Refund {formatMoney(confirming.amount)} to {recipient}? This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          autoFocus
          disabled={request.busy}
          onClick={request.confirm}
          className={buttonStyles("destructive")}
        >
          {request.busy ? "Refunding..." : confirmLabel}
        </button>
        <button type="button" onClick={request.back} className={buttonStyles("outline")}>
          Back
        </button>
      </div>
    </div>
  );
}
