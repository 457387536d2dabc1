/** The back office's menu button: its lines sit a little further apart than the header's. */
import { drawn, outline } from "~/components/ui/icon";

export const menuWide = drawn(outline, <path d="M4 6h16M4 12h16M4 18h16" />);
