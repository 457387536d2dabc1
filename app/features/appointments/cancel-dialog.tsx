import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatMoney } from "~/lib/money";
import type { Appointment } from "./appointment";
import { CANCEL_CONFIRMATION, cancelDepositSentence } from "./cancellation";

/** The site's own "Are you sure?" before a cancel, saying what becomes of the deposit. */
export function CancelDialog({
  asking,
  busy,
  onConfirm,
  onDismiss,
}: {
  /** The visit being asked about; the dialog is closed when null. */
  asking: Appointment | null;
  busy: boolean;
  onConfirm: (appointment: Appointment) => void;
  onDismiss: () => void;
}) {
  const deposit = asking ? cancelDepositSentence(asking, new Date(), formatMoney) : null;
  return (
    <ConfirmDialog
      open={asking !== null}
      title="Cancel Appointment"
      description={deposit ? `${CANCEL_CONFIRMATION} ${deposit}` : CANCEL_CONFIRMATION}
      confirmLabel="Cancel Appointment"
      busyLabel="Cancelling..."
      busy={busy}
      onConfirm={() => asking && onConfirm(asking)}
      onCancel={onDismiss}
    />
  );
}
