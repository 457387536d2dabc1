/** A photo as a small picture beside its words (the photos to publish, the published projects): decorative. */
import { ResponsiveImage } from "~/components/ui/responsive-image";

export function PhotoThumb({ src }: { src: string }) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      width={64}
      height={48}
      sizes="64px"
      className="h-12 w-16 shrink-0 rounded object-cover"
    />
  );
}
