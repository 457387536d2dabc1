import { cn } from "~/lib/cn";

/** A grey placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn("rounded-md bg-slate-200 motion-safe:animate-pulse dark:bg-slate-700", className)}
    />
  );
}
