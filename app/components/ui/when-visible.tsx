import type { ComponentType } from "react";
import { deferHydration, type Gate } from "./deferred-hydration";

/**
 * A section below the fold whose code is downloaded only when the visitor gets to it.
 *
 * The server renders the section in full, so the HTML stays complete for crawlers, for visitors without
 * script and for the page cache. On the first load the browser keeps that HTML as it is, shown but not yet
 * hydrated, until the section comes near the viewport or the visitor points at, touches or tabs into it;
 * only then does it download the section's code and hydrate it (React leaves a suspended boundary's server
 * HTML in place meanwhile). After a client-side navigation there is no server HTML, so the code loads at
 * once and a placeholder of the section's rough height stands in for it.
 */
export function whenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    ahead = "0px",
    placeholderClassName = "min-h-screen",
  }: {
    /**
     * How far before the viewport the section starts loading (an IntersectionObserver rootMargin). A
     * section with fields to fill takes some, so that it is ready before the visitor can reach a control;
     * any margin would load the section right under a phone-tall hero on the first visit too.
     */
    ahead?: string;
    placeholderClassName?: string;
  } = {},
): ComponentType<P> {
  return deferHydration(load, {
    placeholderClassName,
    watch: (element, gate) => openWhenReached(element, gate, ahead),
  });
}

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

function openWhenReached(element: HTMLElement, gate: Gate, ahead: string): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
    rootMargin: `${ahead} 0px`,
  });
  const open = () => {
    gate.open();
    stop();
  };
  const stop = () => {
    observer.disconnect();
    for (const type of INTENT_EVENTS) element.removeEventListener(type, open);
  };
  observer.observe(element);
  for (const type of INTENT_EVENTS) element.addEventListener(type, open, { passive: true });
  return stop;
}
