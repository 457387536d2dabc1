import { buttonStyles } from "./button";
import { Dialog } from "./dialog";

/**
 * "Are you sure?" before something that cannot be undone (a deletion, by default; `tone: "primary"` for
 * one that is not destructive, such as mailing a customer); the confirm button is disabled while it runs.
 */
export function ConfirmDialog({
  open,
  title = "Are you sure?",
  description,
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  tone = "destructive",
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title?: string;
  description: string;
  confirmLabel?: string;
  busyLabel?: string;
  tone?: "destructive" | "primary";
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={description} size="sm">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles("outline")}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonStyles(tone)}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
