/** The top of a chart's axis: the smallest 1, 2 or 5 x 10^n at or above the largest value (at least 1). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= max)!;
  return step * magnitude;
}

/** Bar heights for values on an axis from 0 to niceMax(largest value), in the chart's units. */
export function barHeights(values: readonly number[], height: number): { top: number; heights: number[] } {
  const top = niceMax(Math.max(0, ...values));
  return { top, heights: values.map((value) => (Math.max(0, value) / top) * height) };
}
