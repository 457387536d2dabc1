/** "Cancel Appointment", naming its visit for screen readers when several are on the page. */
export function CancelButton({
  busy,
  onCancel,
  describes,
}: {
  busy: boolean;
  onCancel: () => void;
  /** What is being cancelled, read after the button's text. */
  describes?: string;
}) {
  return (
    <button
      type="button"
      onClick={onCancel}
      disabled={busy}
      aria-label={describes && !busy ? `Cancel Appointment: ${describes}` : undefined}
      className="inline-flex h-10 items-center justify-center rounded-md border-2 border-red-700 px-4 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950"
    >
      {busy ? "Cancelling..." : "Cancel Appointment"}
    </button>
  );
}
