/** Done: a paid booking's or deposit's thank-you. */
import { drawn, outline } from "~/components/ui/icon";

export const checkCircle = drawn(
  outline,
  <circle cx="12" cy="12" r="10" />,
  <path d="m7.5 12.5 3 3 6-6.5" />,
);
