/** A review's stars as a picture with words for screen readers ("4 out of 5 stars"). Client-safe. */
import { cn } from "~/lib/cn";

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

export function StarShape({
  filled,
  size = 20,
  className,
}: {
  filled: boolean;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className={cn(
        filled ? "fill-amber-500 text-amber-600" : "fill-transparent text-slate-400 dark:text-slate-500",
        className,
      )}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/** Whole stars out of five (a summary's 4.8 shows five, with its figure beside it in words). */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const whole = Math.round(rating);
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarShape key={n} filled={n <= whole} size={size} />
      ))}
    </span>
  );
}
