import type { useAutoAdvance } from "./use-auto-advance";

/**
 * The outer element of a rotating carousel, in one spread: named as a carousel for screen readers (the
 * WAI-ARIA carousel pattern) and wired to pause its rotation (`useAutoAdvance`'s handlers).
 */
export function carouselRegion(label: string, rotation: ReturnType<typeof useAutoAdvance>) {
  return { "aria-roledescription": "carousel", "aria-label": label, ...rotation.handlers };
}
