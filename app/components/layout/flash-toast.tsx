import { useEffect } from "react";
import { useToast } from "~/components/ui/toast";
import type { FlashMessage } from "~/lib/flash";

/**
 * Shows the one-time message a redirect left behind (e.g. "Access Denied" after /admin). The server reads
 * and clears the flash cookie in the root loader; each flash has its own id, so it shows exactly once.
 */
export function FlashToast({ flash }: { flash: FlashMessage | null }) {
  const { toast } = useToast();
  const id = flash?.id;
  useEffect(() => {
    if (!flash) return;
    toast({ title: flash.title, description: flash.description, variant: flash.variant });
    // The id alone decides: a new flash object for the same message must not show twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, toast]);
  return null;
}
