import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ShownToast extends ToastInput {
  id: number;
}

const ToastContext = createContext<{ toast: (input: ToastInput) => void } | null>(null);
const DISMISS_AFTER_MS = 5000;
let nextId = 1;

/** One toast at a time (SPEC §8): a new one replaces the one on screen. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const toast = useCallback((input: ToastInput) => setCurrent({ ...input, id: nextId++ }), []);
  const value = useMemo(() => ({ toast }), [toast]);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), DISMISS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const destructive = current?.variant === "destructive";
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end">
        {current && (
          <div
            key={current.id}
            role={destructive ? "alert" : "status"}
            className={`pointer-events-auto flex w-full max-w-[420px] items-start gap-3 rounded-lg border p-4 shadow-lg ${
              destructive
                ? "border-red-800 bg-red-700 text-white"
                : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{current.title}</p>
              {current.description && <p className="mt-1 text-sm">{current.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => setCurrent(null)}
              aria-label="Dismiss notification"
              className="rounded p-1 leading-none opacity-80 hover:opacity-100"
            >
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast needs a ToastProvider above it");
  return context;
}
