import { useEffect } from "react";
import { useLocation } from "react-router";
import { useToast } from "~/components/ui/toast";
import { FLASH_COOKIE, FLASH_MESSAGES, isFlashKey } from "~/lib/flash";

/**
 * Shows the one-time message a redirect left in the flash cookie (e.g. "Access Denied" after /admin), then
 * clears it. Read in the browser after every navigation, so it works whether the redirect was a full page
 * load or an in-app navigation (which does not re-run the root loader).
 */
export function FlashToast() {
  const { toast } = useToast();
  const location = useLocation();
  useEffect(() => {
    const match = new RegExp(`(?:^|; )${FLASH_COOKIE}=([^;]*)`).exec(document.cookie);
    if (!match) return;
    document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    const key = decodeURIComponent(match[1] ?? "");
    if (isFlashKey(key)) toast({ ...FLASH_MESSAGES[key] });
  }, [location.key, toast]);
  return null;
}
