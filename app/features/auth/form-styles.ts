import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The sign-in and two-factor cards. Their fields are the site's own (TextField, app/components/ui/); their
 * buttons the site's looks at the public forms' size, full width, since each card stacks its actions.
 */
export const primaryButtonClass = cn(buttonStyles("primary"), "h-11 w-full px-6 text-base");
export const secondaryButtonClass = cn(buttonStyles("outline"), "h-11 w-full px-6 text-base");
/** A refusal of the whole form, above its fields (as the lead forms show theirs). */
export const alertClass =
  "mb-5 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-100";
export const cardClass =
  "mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900";
