import { createElement, Fragment, type ReactElement, type ReactNode, type SVGProps } from "react";

export type SvgAttributes = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;

/**
 * An icon's shapes on a 24×24 grid and the stroke/fill they are drawn with. The icons are in two files:
 * ./shell-icons, those the header draws on every page, and ./icons, the rest, which come with the pages
 * that draw them (a file's icons travel together, whichever of them a page uses).
 */
export interface IconShape {
  svg: SvgAttributes;
  body: ReactNode;
}

/** Outline icons are drawn with a 2px stroke in the text colour unless an icon says otherwise. */
export const outline: SvgAttributes = { fill: "none", stroke: "currentColor", strokeWidth: 2 };

/** An icon: its shapes, drawn in order (each a child of one fragment, so none needs a key), and its stroke. */
/*#__NO_SIDE_EFFECTS__*/
export function drawn(svg: SvgAttributes, ...shapes: ReactElement[]): IconShape {
  return { svg, body: createElement(Fragment, null, ...shapes) };
}

/**
 * One of the site's icons, `size` pixels square. Decorative (hidden from assistive technology) unless it
 * has a `label`, which screen readers then announce as an image. Other SVG attributes override the icon's.
 */
export function Icon({
  icon,
  size = 20,
  label,
  ...attributes
}: { icon: IconShape; size?: number; label?: string } & SvgAttributes) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} {...icon.svg} {...a11y} {...attributes}>
      {icon.body}
    </svg>
  );
}
