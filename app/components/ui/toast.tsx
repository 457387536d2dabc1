import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { cva } from "class-variance-authority";
import { Icon } from "./icon";

export interface ToastOptions {
  title: string;
  description?: string;
  /** "destructive" for failures: red, and announced at once (role="alert"). */
  variant?: "default" | "destructive";
}

interface ToastApi {
  /** Shows a toast in place of the one on screen: one toast at a time. */
  toast(options: ToastOptions): void;
  dismiss(): void;
}

/** Long enough to read two sentences; paused while the pointer or the keyboard focus is on the toast. */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it");
  return api;
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<(ToastOptions & { id: number }) | null>(null);
  const nextId = useRef(1);
  const toast = useCallback((options: ToastOptions) => setCurrent({ ...options, id: nextId.current++ }), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        role="region"
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 sm:top-auto sm:bottom-0 sm:justify-end"
      >
        {/* A new key restarts the timer and the entrance when one toast replaces another. */}
        {current && <Toast key={current.id} {...current} onDismiss={dismiss} />}
      </div>
    </ToastContext.Provider>
  );
}

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

function Toast({ title, description, variant = "default", onDismiss }: ToastOptions & { onDismiss(): void }) {
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
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
