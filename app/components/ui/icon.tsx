import { createElement, Fragment, type ReactElement, type ReactNode, type SVGProps } from "react";

type SvgAttributes = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;

/** Outline icons are drawn with a 2px stroke in the text colour unless an entry says otherwise. */
const outline: SvgAttributes = { fill: "none", stroke: "currentColor", strokeWidth: 2 };
/** The carousel's arrows and play/pause are a little bolder, with rounded ends. */
const bold: SvgAttributes = { ...outline, strokeWidth: 2.5, strokeLinecap: "round", strokeLinejoin: "round" };

/** An icon: its shapes, drawn in order (each a child of one fragment, so none needs a key), and its stroke. */
const drawn = (svg: SvgAttributes, ...shapes: ReactElement[]) => ({
  svg,
  body: createElement(Fragment, null, ...shapes),
});

/** A busy spinner: a faint full circle under the arc that turns. */
const spinner = (trackOpacity: string) =>
  drawn(
    {},
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity={trackOpacity} />,
    <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" />,
  );

/** Every icon the site draws: its shapes on a 24×24 grid and the stroke/fill it is drawn with. */
const icons = {
  close: drawn(outline, <path d="M18 6 6 18M6 6l12 12" />),
  /** The public header's menu button, open. */
  "menu-close": drawn(outline, <path d="M6 6l12 12M18 6L6 18" />),
  menu: drawn(outline, <path d="M4 7h16M4 12h16M4 17h16" />),
  /** The back office's menu button: its lines sit a little further apart. */
  "menu-wide": drawn(outline, <path d="M4 6h16M4 12h16M4 18h16" />),
  "chevron-left": drawn(bold, <path d="M15 5l-7 7 7 7" />),
  "chevron-right": drawn(bold, <path d="M9 5l7 7-7 7" />),
  pause: drawn(bold, <path d="M9 5v14M15 5v14" />),
  play: drawn(bold, <path d="M8 5l11 7-11 7z" fill="currentColor" />),
  sun: drawn(
    outline,
    <circle cx="12" cy="12" r="4" />,
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
  ),
  moon: drawn(outline, <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />),
  monitor: drawn(outline, <rect x="2" y="4" width="20" height="13" rx="2" />, <path d="M8 21h8M12 17v4" />),
  "map-pin": drawn(
    outline,
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />,
    <circle cx="12" cy="9.5" r="2.5" />,
  ),
  calendar: drawn(
    { ...outline, strokeLinecap: "round", strokeLinejoin: "round" },
    <rect x="3" y="5" width="18" height="16" rx="2" />,
    <path d="M16 3v4M8 3v4M3 10h18" />,
  ),
  search: drawn(
    { ...outline, strokeLinecap: "round" },
    <circle cx="11" cy="11" r="7" />,
    <path d="M20 20l-3.5-3.5" />,
  ),
  lock: drawn(
    outline,
    <rect x="5" y="11" width="14" height="10" rx="2" />,
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />,
  ),
  "check-circle": drawn(outline, <circle cx="12" cy="12" r="10" />, <path d="m7.5 12.5 3 3 6-6.5" />),
  /** A button's busy spinner (spin it with `motion-safe:animate-spin`). */
  spinner: spinner("0.3"),
  /** A page's loading spinner: larger, so its track is fainter. */
  "page-spinner": spinner("0.25"),
} satisfies Record<string, { svg: SvgAttributes; body: ReactNode }>;

export type IconName = keyof typeof icons;

/**
 * One of the site's icons, `size` pixels square. Decorative (hidden from assistive technology) unless it
 * has a `label`, which screen readers then announce as an image. Other SVG attributes override the entry's.
 */
export function Icon({
  name,
  size = 20,
  label,
  ...attributes
}: { name: IconName; size?: number; label?: string } & SvgAttributes) {
  const { svg, body } = icons[name];
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} {...svg} {...a11y} {...attributes}>
      {body}
    </svg>
  );
}
