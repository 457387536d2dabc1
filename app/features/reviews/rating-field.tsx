/**
 * The 1-5 star choice: a group of native radio buttons, each with its visible words ("4 stars"), so that it
 * works with the arrow keys and screen readers as any radio group does; the focused one is outlined. They post
 * as `rating` with the form, script or not. Client-safe.
 */
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "~/components/ui/form-field";
import { starsLabel } from "./review-label";
import { StarShape } from "./stars";

export function RatingField({
  register,
  error,
  defaultValue,
  autoFocus,
}: {
  register: UseFormRegisterReturn;
  error?: string;
  /** The rating drawn chosen (a refused post's). */
  defaultValue?: string;
  /** The page came back with the rating in error: the focus goes to its first star (or the chosen one). */
  autoFocus?: boolean;
}) {
  const errorId = `${useId()}-error`;
  const focused = defaultValue && /^[1-5]$/.test(defaultValue) ? defaultValue : "1";
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="grid gap-2 sm:grid-cols-5">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label
            key={rating}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-medium transition-colors has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 sm:flex-col sm:gap-1 sm:text-center dark:border-slate-500 dark:bg-slate-950 dark:has-[:checked]:border-accent-400 dark:has-[:checked]:bg-slate-800 dark:has-[:focus-visible]:outline-accent-400"
          >
            <input
              type="radio"
              value={String(rating)}
              defaultChecked={defaultValue === String(rating)}
              autoFocus={(autoFocus && focused === String(rating)) || undefined}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none dark:accent-accent-500"
              {...register}
            />
            <span className="flex gap-0.5">
              {[1, 2, 3, 4, 5].map((n) => (
                <StarShape key={n} filled={n <= rating} size={16} />
              ))}
            </span>
            <span>{starsLabel(rating)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
