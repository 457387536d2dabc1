/** The carousels' arrows and play/pause: a little bolder than the others, with rounded ends. */
import { drawn, outline, type SvgAttributes } from "~/components/ui/icon";

const bold: SvgAttributes = { ...outline, strokeWidth: 2.5, strokeLinecap: "round", strokeLinejoin: "round" };

export const chevronLeft = drawn(bold, <path d="M15 5l-7 7 7 7" />);
export const chevronRight = drawn(bold, <path d="M9 5l7 7-7 7" />);
export const pause = drawn(bold, <path d="M9 5v14M15 5v14" />);
export const play = drawn(bold, <path d="M8 5l11 7-11 7z" fill="currentColor" />);
