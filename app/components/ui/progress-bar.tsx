/** A horizontal progress bar; `percent` is expected within 0..100 (callers cap it). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.round(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      <div className="h-full rounded-full bg-brand-600 dark:bg-accent-400" style={{ width: `${value}%` }} />
    </div>
  );
}
