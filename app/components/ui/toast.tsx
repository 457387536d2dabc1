import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

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
  const region = useRef<HTMLDivElement>(null);
  // A modal <dialog> is in the browser's top layer, above any z-index: the region is a popover, shown again
  // for each toast so that it goes on top of the dialogs open then. (A dialog's own effect closing it runs
  // before this one, so a toast said as its dialog closes lands on the page.)
  useEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== "function") return;
    if (element.matches(":popover-open")) element.hidePopover();
    if (current) element.showPopover();
  }, [current]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        ref={region}
        popover="manual"
        role="region"
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-0 top-0 bottom-auto z-[100] m-0 flex h-auto w-full max-w-none justify-center overflow-visible border-0 bg-transparent p-4 text-inherit sm:top-auto sm:bottom-0 sm:justify-end [&:not(:popover-open)]:hidden"
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
