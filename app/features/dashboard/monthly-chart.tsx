import { useId } from "react";
import { formatShortMonth } from "~/lib/dates";
import { barHeights } from "./chart-scale";

const WIDTH = 360;
const HEIGHT = 120;
const AXIS = 18;

/** One series of the last 12 months as an inline SVG bar chart; the numbers are also in the table beside it. */
export function MonthlyBars({
  title,
  months,
  values,
  format,
}: {
  title: string;
  months: readonly string[];
  values: readonly number[];
  format: (value: number) => string;
}) {
  const id = useId();
  const { top, heights } = barHeights(values, HEIGHT);
  const slot = WIDTH / Math.max(1, values.length);
  const latest = values.at(-1) ?? 0;
  return (
    <figure className="min-w-0">
      <figcaption id={id} className="mb-2 text-sm font-semibold">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={id}
        aria-describedby={`${id}-summary`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full text-brand-600 dark:text-accent-400"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300 dark:stroke-slate-600" />
        {heights.map((height, index) => (
          <g key={months[index]}>
            <rect
              x={index * slot + slot * 0.2}
              y={HEIGHT - height}
              width={slot * 0.6}
              height={height}
              rx={2}
              fill="currentColor"
            >
              <title>{`${formatShortMonth(months[index])}: ${format(values[index])}`}</title>
            </rect>
            <text
              x={index * slot + slot / 2}
              y={HEIGHT + 13}
              textAnchor="middle"
              className="fill-slate-600 text-[10px] dark:fill-slate-300"
            >
              {formatShortMonth(months[index]).slice(0, 1)}
            </text>
          </g>
        ))}
      </svg>
      <p id={`${id}-summary`} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        This month: {format(latest)}. Scale 0 to {format(top)}.
      </p>
    </figure>
  );
}
