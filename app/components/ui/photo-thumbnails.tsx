/** Photos as a row of square thumbnails, each a link opening the full image in a new tab. */
import { cn } from "~/lib/cn";
import { ResponsiveImage, useServedImageUrl } from "./responsive-image";

export function PhotoThumbnails({
  photos,
  label,
  altOf,
  size = 80,
  className,
}: {
  photos: readonly string[];
  /** The list's accessible name. */
  label: string;
  /** Each photo's alternative text, by its 0-based position. */
  altOf: (index: number) => string;
  /** The thumbnails' width and height in CSS pixels. */
  size?: 80 | 96;
  className?: string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {photos.map((url, index) => (
        <li key={url}>
          <PhotoLink url={url} alt={altOf(index)} size={size} />
        </li>
      ))}
    </ul>
  );
}

function PhotoLink({ url, alt, size }: { url: string; alt: string; size: 80 | 96 }) {
  return (
    <a
      href={useServedImageUrl(url)}
      target="_blank"
      rel="noopener noreferrer"
      className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <ResponsiveImage
        src={url}
        alt={alt}
        width={size}
        height={size}
        sizes={`${size}px`}
        className={cn(
          "rounded-md border border-slate-200 object-cover dark:border-slate-700",
          size === 96 ? "h-24 w-24" : "h-20 w-20",
        )}
      />
    </a>
  );
}
