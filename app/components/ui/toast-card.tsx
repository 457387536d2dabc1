import { cva } from "class-variance-authority";
import { useEffect, useState } from "react";
import { close } from "~/components/ui/icons/close";
import { Icon } from "./icon";
import { TOAST_DURATION_MS, type ToastOptions } from "./toast";

const toastVariants = cva(
  "pointer-events-auto relative w-full max-w-[420px] rounded-lg border p-4 pr-12 shadow-lg motion-safe:animate-[toast-in_200ms_ease-out]",
  {
    variants: {
      variant: {
        default:
          "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
        destructive: "border-red-800 bg-red-700 text-white",
      },
    },
  },
);

const closeVariants = cva(
  "absolute top-3 right-3 inline-flex h-7 w-7 items-center justify-center rounded-md",
  {
    variants: {
      variant: { default: "hover:bg-slate-100 dark:hover:bg-slate-800", destructive: "hover:bg-red-800" },
    },
  },
);

/** The toast on screen: it leaves after TOAST_DURATION_MS, unless the pointer or the focus is on it. */
export function ToastCard({
  title,
  description,
  variant = "default",
  onDismiss,
}: ToastOptions & { onDismiss(): void }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss]);

  const destructive = variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => event.key === "Escape" && onDismiss()}
      className={toastVariants({ variant })}
    >
      <p className="text-sm font-semibold">{title}</p>
      {description && <p className="mt-1 text-sm opacity-95">{description}</p>}
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Close notification"
        className={closeVariants({ variant })}
      >
        <Icon icon={close} size={16} />
      </button>
    </div>
  );
}
