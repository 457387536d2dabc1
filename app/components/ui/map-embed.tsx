import { useEffect, useRef, useState } from "react";
import { mapPin } from "~/components/ui/icons/map-pin";
import { Icon } from "./icon";

type MapState = "waiting" | "loading" | "loaded" | "unavailable";

// How long the map provider may take to answer before the placeholder says the map is unavailable.
const PROBE_TIMEOUT_MS = 8000;

/**
 * A third-party map in a frame, with a placeholder over it until the frame has loaded. Browsers fire a
 * frame's load event even for their own "site can't be reached" page, so the provider is first asked,
 * cheaply, whether it answers at all; when it does not, the frame is never shown and the placeholder
 * offers the map link instead. Nothing happens before the map comes near the screen, and nothing at all
 * without JavaScript: the page never waits for the map.
 */
export function MapEmbed({ src, title, openHref }: { src: string | null; title: string; openHref: string }) {
  const [state, setState] = useState<MapState>(src ? "waiting" : "unavailable");
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!src || !box) return;
    let cancelled = false;
    const probe = () =>
      fetch(src, { method: "HEAD", mode: "no-cors", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
        .then(() => !cancelled && setState((s) => (s === "waiting" ? "loading" : s)))
        .catch(() => !cancelled && setState("unavailable"));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void probe();
      },
      { rootMargin: "300px" },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [src]);

  const showFrame = src && (state === "loading" || state === "loaded");
  return (
    <div className="space-y-2">
      <div
        ref={boxRef}
        className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900"
      >
        {showFrame && (
          <iframe
            src={src}
            title={title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setState("loaded")}
            className="absolute inset-0 h-full w-full border-0"
          />
        )}
        {state !== "loaded" && (
          <div
            data-testid="map-placeholder"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-100 p-6 text-center dark:bg-slate-900"
          >
            <Icon icon={mapPin} size={32} strokeWidth={1.8} className="text-slate-600 dark:text-slate-300" />
            <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
              {state === "unavailable" ? "The map could not be loaded." : "Loading map…"}
            </p>
            <MapLink href={openHref} />
          </div>
        )}
      </div>
      {state === "loaded" && <MapLink href={openHref} />}
    </div>
  );
}

function MapLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-accent-400 dark:hover:text-accent-500"
    >
      Open in Maps
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
