/** Busy spinners (spin them with `motion-safe:animate-spin`): a faint full circle under the arc that turns. */
import { drawn } from "~/components/ui/icon";

/*#__NO_SIDE_EFFECTS__*/
const spinnerOf = (trackOpacity: string) =>
  drawn(
    {},
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity={trackOpacity} />,
    <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" />,
  );

/** A button's. */
export const spinner = spinnerOf("0.3");
/** A page's: larger, so its track is fainter. */
export const pageSpinner = spinnerOf("0.25");
