/** A dialog's or a toast's close button, and a chosen photo's remove button. */
import { drawn, outline } from "~/components/ui/icon";

export const close = drawn(outline, <path d="M18 6 6 18M6 6l12 12" />);
