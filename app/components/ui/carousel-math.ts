/** The arithmetic of our carousels, kept pure so it can be tested without a browser. */

/** `index` moved into 0..count-1, wrapping both ways (-1 is the last item). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Splits a list into slides of `size` items; the last slide may be shorter. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

/**
 * How many fixed-width cards fit side by side in `width` px when each takes `step` px including the
 * margin after it (the last card's margin may hang over the edge). Always at least one.
 */
export function cardsThatFit(width: number, cardWidth: number, step: number): number {
  if (width < cardWidth) return 1;
  return Math.max(1, Math.floor((width - cardWidth) / step) + 1);
}

/**
 * The lowest start position of a track that still shows `visible` cards: sliding further would only
 * show empty space, so a track of `count` cards has positions 0..lastStart and wraps after it.
 */
export function lastStart(count: number, visible: number): number {
  return Math.max(0, count - visible);
}

/**
 * The start position that brings card `target` into view with as little movement as possible
 * (used when keyboard focus lands on a card that is out of view).
 */
export function startRevealing(target: number, start: number, visible: number, maxStart: number): number {
  if (target < start) return target;
  if (target >= start + visible) return Math.min(maxStart, target - visible + 1);
  return start;
}
