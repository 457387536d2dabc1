import { useEffect, useRef, useState, type ComponentProps } from "react";
import { ResponsiveImage } from "./responsive-image";

/** Shown in place of an image that cannot be loaded. */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * A ResponsiveImage that swaps itself for the placeholder when its file is missing or broken. An image that
 * failed before React hydrated the page fired its error event before anyone listened, so the mount effect
 * checks for that case too.
 */
export function FallbackImage({ src, ...props }: ComponentProps<typeof ResponsiveImage>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const broken = failedSrc === src;

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && !broken) setFailedSrc(src);
  }, [src, broken]);

  if (broken) {
    return <ResponsiveImage {...props} ref={undefined} src={PLACEHOLDER_IMAGE} />;
  }
  return <ResponsiveImage {...props} ref={ref} src={src} onError={() => setFailedSrc(src)} />;
}
