import { useEffect, useRef } from "react";

/**
 * Opens the native <dialog> it is attached to as a modal while `open` is true (the browser then makes the
 * page behind it inert), and closes it when `open` turns false.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
