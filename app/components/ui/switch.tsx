import { cva } from "class-variance-authority";

const track = cva("relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors", {
  variants: { checked: { true: "bg-brand-700 dark:bg-accent-500", false: "bg-slate-400 dark:bg-slate-600" } },
});

const thumb = cva("inline-block h-5 w-5 rounded-full bg-white shadow transition-transform", {
  variants: { checked: { true: "translate-x-5", false: "translate-x-0.5" } },
});

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
      className={track({ checked })}
    >
      <span aria-hidden className={thumb({ checked })} />
    </button>
  );
}
