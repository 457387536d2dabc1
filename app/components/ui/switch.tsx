/** An on/off switch (WAI-ARIA switch): a button that announces its state; Space and Enter toggle it. */
export function Switch({
  id,
  checked,
  onChange,
  labelledBy,
}: {
  id?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
        checked ? "bg-brand-700 dark:bg-accent-500" : "bg-slate-400 dark:bg-slate-600"
      }`}
    >
      <span
        aria-hidden
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
          checked ? "translate-x-5" : "translate-x-0.5"
        }`}
      />
    </button>
  );
}
