/**
 * The names of stored images: `<32 hex>-600.webp` and `<32 hex>-1200.webp` (the naming responsive-image.tsx
 * derives srcset from). Only such names are ever read or deleted, so no path can reach another file.
 */
import { MEDIA_PATH, UPLOADS_PATH } from "~/lib/image-url";

export { MEDIA_PATH, UPLOADS_PATH };
export const VARIANT_WIDTHS = [600, 1200] as const;
/** Names are never reused, so a browser or a CDN may keep an image for good. */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** A private image is kept by the browser of the person allowed to see it, never by a shared cache. */
export const PRIVATE_CACHE_CONTROL = "private, max-age=3600";
const STORED_NAME = /^([0-9a-f]{32})-(600|1200)\.webp$/;

/** The image's id when `name` is one of our stored file names, else undefined. */
export function imageIdOf(name: string): string | undefined {
  return STORED_NAME.exec(name)?.[1];
}

export const variantName = (imageId: string, width: number) => `${imageId}-${width}.webp`;

/** The URL saved for an image: its largest variant, under `/uploads/` (public) or `/media/` (private). */
export const imageUrlOf = (imageId: string, path: string = UPLOADS_PATH) =>
  `${path}${variantName(imageId, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1])}`;
