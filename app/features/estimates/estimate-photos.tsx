/** An estimate's photos as thumbnails, each opening the full image in a new tab. Client-safe. */
import { PhotoThumbnails } from "~/components/ui/photo-thumbnails";

export function EstimatePhotos({ photos, label }: { photos: readonly string[]; label: string }) {
  return (
    <PhotoThumbnails
      photos={photos}
      label={label}
      altOf={(index) => `${label}: photo ${index + 1} of ${photos.length}`}
    />
  );
}
