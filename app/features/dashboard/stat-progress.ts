/** How far a number is toward its target, in percent, capped to 0..100: bars cap at 100%. */
export function progressPercent(value: number, target: number): number {
  if (!Number.isFinite(value) || target <= 0) return 0;
  return Math.min(100, Math.max(0, (value / target) * 100));
}
