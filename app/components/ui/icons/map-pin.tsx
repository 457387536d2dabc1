/** A place: a project's location, the map's placeholder. */
import { drawn, outline } from "~/components/ui/icon";

export const mapPin = drawn(
  outline,
  <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);
