import type { ComponentType } from "react";
import { deferHydration, type Gate } from "./deferred-hydration";

/**
 * A form whose code (its checks, its calls, their libraries) is downloaded only when the visitor starts to
 * use it, so that a first visit to its page needs only the page's own script.
 *
 * The server renders the form in full; on the first load the browser keeps that HTML as it is, a real form
 * that posts natively (docs/decisions/0020-forms-post-natively.md), until the visitor points at, touches,
 * tabs into, types in or chooses a file in it, or is found typing in it when the page's script starts. Then
 * its code is downloaded and React hydrates it over the same elements, so what was typed meanwhile stays
 * and the focus with it. A submission made before the code has arrived waits for it and is then the
 * script's. After a client-side navigation there is no server HTML, so the code loads at once and a
 * placeholder of the form's rough height stands in for it.
 */
export function whenUsed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholderClassName }: { placeholderClassName: string },
): ComponentType<P> {
  return deferHydration(load, { placeholderClassName, watch: openWhenUsed });
}

// A pointer over it or on it, the focus in it, a key, a value typed or a file chosen (which no focus precedes).
const INTENT_EVENTS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
  "input",
  "change",
] as const;

/**
 * Opens the gate at the first sign of use inside `element`. The listeners sit on the window, in the capture
 * phase: React stops these events at its root while their target is server HTML it has not hydrated. A
 * submission before the form is hydrated is held and made again, with the same button, once it is.
 */
function openWhenUsed(element: HTMLElement, gate: Gate): () => void {
  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  const onIntent = (event: Event) => {
    if (inside(event)) gate.open();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!inside(event) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    gate.open();
    const [form, submitter] = [event.target, event.submitter];
    void gate.hydrated.then(() => form.requestSubmit(submitter));
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
    window.removeEventListener("submit", onSubmit, { capture: true });
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  window.addEventListener("submit", onSubmit, { capture: true });
  void gate.hydrated.then(stop);
  // A visitor already typing in the form when the page's script starts made their sign of use before anyone
  // listened: the focus still inside the form says so.
  if (element.contains(document.activeElement)) gate.open();
  return stop;
}
