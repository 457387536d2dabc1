/**
 * A change in the appointments list that has consequences is asked first, saying what will follow:
 * completing a visit mails its customer a review request the next morning; cancelling a paid visit refunds
 * nothing by itself (the owner chooses: with or without a refund); deleting a paid booking says what was
 * paid and offers to cancel and refund instead. Client-safe.
 */
import { buttonStyles } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { Appointment } from "./appointment";
import { refundableCents } from "./refund-form";

export type Consequential = "complete" | "cancel" | "delete";
export type ConsequenceChoice = "complete" | "cancel" | "cancel-refund" | "delete";

/** What is left to refund of the visit's payment, in cents (0 when nothing was paid). */
export const paidCents = (appointment: Appointment) =>
  appointment.payment ? refundableCents(appointment.payment) : 0;

/** Whether choosing `to` for the appointment needs the owner's confirmation first. */
export function asksFirst(appointment: Appointment, to: string): Consequential | null {
  if (to === "completed" && appointment.status !== "completed") return "complete";
  if (to === "cancelled" && appointment.status !== "cancelled" && paidCents(appointment) > 0) return "cancel";
  return null;
}

const money = (cents: number) => formatMoney((cents / 100).toFixed(2));

function texts(action: Consequential, a: Appointment) {
  const visit = `${a.name}'s visit on ${formatLongDate(a.date)}`;
  const paid = money(paidCents(a));
  switch (action) {
    case "complete":
      return {
        title: "Mark the visit completed?",
        description: `${visit} will be marked completed, and ${a.name} will be emailed a request for a review at 9:00 AM the next morning.`,
      };
    case "cancel":
      return {
        title: "Cancel a paid visit?",
        description: `${a.name} paid ${paid} for ${visit}. Cancelling does not refund it by itself: cancel with or without a refund of ${paid}. The customer is emailed about a refund.`,
      };
    case "delete":
      return {
        title: "Delete a paid booking?",
        description: `${a.name} paid ${paid} for ${visit}. Deleting the appointment does not refund it. Cancel the visit and refund ${paid} instead?`,
      };
  }
}

export function ConsequenceDialog({
  change,
  busy,
  onChoose,
  onClose,
}: {
  change: { appointment: Appointment; action: Consequential } | null;
  busy: boolean;
  onChoose: (choice: ConsequenceChoice) => void;
  onClose: () => void;
}) {
  const said = change && texts(change.action, change.appointment);
  const refund = change ? `Cancel and refund ${money(paidCents(change.appointment))}` : "";
  const choice = (label: string, value: ConsequenceChoice, tone: "primary" | "destructive" | "outline") => (
    <button type="button" disabled={busy} onClick={() => onChoose(value)} className={buttonStyles(tone)}>
      {label}
    </button>
  );
  return (
    <Dialog
      open={change !== null}
      onClose={onClose}
      title={said?.title ?? "Are you sure?"}
      description={said?.description}
      size="sm"
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <button type="button" onClick={onClose} className={buttonStyles("outline")}>
          Keep as it is
        </button>
        {change?.action === "complete" && choice("Mark as completed", "complete", "primary")}
        {change?.action === "cancel" && choice("Cancel without refund", "cancel", "outline")}
        {change?.action === "delete" && choice("Delete without refund", "delete", "destructive")}
        {(change?.action === "cancel" || change?.action === "delete") &&
          choice(refund, "cancel-refund", "primary")}
      </div>
    </Dialog>
  );
}
