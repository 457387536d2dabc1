import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";

// Most visits never show a toast: the card's code loads with the first one.
const ToastCard = lazy(() => import("./toast-card").then((m) => ({ default: m.ToastCard })));

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
        {current && (
          <Suspense fallback={null}>
            <ToastCard key={current.id} {...current} onDismiss={dismiss} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}
