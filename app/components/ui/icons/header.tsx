/** The icons the header draws on every page: its menu button's two states and the theme toggle's three. */
import { drawn, outline } from "~/components/ui/icon";

export const menu = drawn(outline, <path d="M4 7h16M4 12h16M4 17h16" />);
/** The menu button, open. */
export const menuClose = drawn(outline, <path d="M6 6l12 12M18 6L6 18" />);
export const sun = drawn(
  outline,
  <circle cx="12" cy="12" r="4" />,
  <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />,
);
export const moon = drawn(outline, <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const monitor = drawn(
  outline,
  <rect x="2" y="4" width="20" height="13" rx="2" />,
  <path d="M8 21h8M12 17v4" />,
);
