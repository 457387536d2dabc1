/** An estimate's photos as thumbnails, each opening the full image in a new tab. Client-safe. */
import { ResponsiveImage, useServedImageUrl } from "~/components/ui/responsive-image";

export function EstimatePhotos({ photos, label }: { photos: readonly string[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {photos.map((url, index) => (
        <li key={url}>
          <PhotoLink url={url} alt={`${label}: photo ${index + 1} of ${photos.length}`} />
        </li>
      ))}
    </ul>
  );
}

function PhotoLink({ url, alt }: { url: string; alt: string }) {
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
        width={80}
        height={80}
        sizes="80px"
        className="h-20 w-20 rounded-md border border-slate-200 object-cover dark:border-slate-700"
      />
    </a>
  );
}
