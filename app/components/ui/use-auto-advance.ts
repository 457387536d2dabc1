import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type TouchEvent,
} from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asked the operating system for less motion (false while rendering on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The visitor's explicit choice on the pause/play control; "auto" until they make one. */
type Choice = "auto" | "play" | "pause";

interface Options {
  /** Milliseconds between two automatic steps. */
  interval: number;
  /** Whether there is anything to rotate (e.g. more than one slide, the carousel is on screen). */
  enabled: boolean;
  /** Moves to the next item; called once per interval while running. */
  onAdvance: () => void;
  /** The current position: a manual move restarts the countdown, so a new slide always gets a full interval. */
  position: number;
}

/**
 * The one rotation policy of every carousel on the site (WCAG 2.2.2 and the WAI-ARIA carousel pattern):
 * - a visible pause/play control (`playing` and `toggle`);
 * - the pointer hovering the carousel, or a finger on it, pauses it until the pointer leaves or the finger
 *   lifts;
 * - keyboard focus entering the carousel stops it until the visitor presses play, so nothing moves
 *   under a keyboard or screen reader user;
 * - under `prefers-reduced-motion: reduce` nothing rotates unless the visitor presses play.
 * Spread `handlers` on the carousel's outer element.
 */
export function useAutoAdvance({ interval, enabled, onAdvance, position }: Options) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<Choice>("auto");
  const [hovered, setHovered] = useState(false);
  const playing = choice === "play" || (choice === "auto" && !reducedMotion);
  const running = enabled && playing && !hovered;

  // The latest callback, so that a parent re-rendering does not restart the countdown.
  const advance = useRef(onAdvance);
  useEffect(() => {
    advance.current = onAdvance;
  });

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => advance.current(), interval);
    return () => clearTimeout(timer);
  }, [running, interval, position]);

  const toggle = useCallback(() => setChoice(playing ? "pause" : "play"), [playing]);

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const cameFromInside = event.currentTarget.contains(event.relatedTarget as Node | null);
    // A mouse click also focuses a button, but only keyboard focus shows a focus ring; the pointer is
    // already handled by hover.
    if (!cameFromInside && isKeyboardFocus(event.target)) setChoice("pause");
  }, []);

  // A finger on the carousel holds it as the pointer does (a tap's emulated mouseenter then keeps it held).
  const hold = useCallback((event: TouchEvent) => setHovered(event.type === "touchstart"), []);
  const handlers = {
    onMouseEnter: useCallback(() => setHovered(true), []),
    onMouseLeave: useCallback(() => setHovered(false), []),
    onTouchStart: hold,
    onTouchEnd: hold,
    onTouchCancel: hold,
    onFocus,
  };

  return { playing, running, reducedMotion, toggle, handlers };
}

function isKeyboardFocus(element: EventTarget) {
  try {
    return element instanceof Element && element.matches(":focus-visible");
  } catch {
    return true; // A browser without :focus-visible: treat every focus as keyboard focus (the safe side).
  }
}
