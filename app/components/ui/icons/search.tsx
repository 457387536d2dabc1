/** The services' search box. */
import { drawn, outline } from "~/components/ui/icon";

export const search = drawn(
  { ...outline, strokeLinecap: "round" },
  <circle cx="11" cy="11" r="7" />,
  <path d="M20 20l-3.5-3.5" />,
);
