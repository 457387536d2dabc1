/** A date: a project's completion. */
import { drawn, outline } from "~/components/ui/icon";

export const calendar = drawn(
  { ...outline, strokeLinecap: "round", strokeLinejoin: "round" },
  <rect x="3" y="5" width="18" height="16" rx="2" />,
  <path d="M16 3v4M8 3v4M3 10h18" />,
);
