/**
 * Image URLs an admin may save: http(s) addresses, same-origin paths
 * (`/uploads/...`, the seeded `/images/...`), or `data:image/...` which the server turns into an upload.
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("data:image/")) return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Where uploaded images are served on the site; the URL saved for an image starts with it. */
export const UPLOADS_PATH = "/uploads/";
/**
 * Where private images (quote requests' and jobs' photos) are served: only to an admin and to the customer
 * whose request or job it is, never through a CDN (server/media-route.ts).
 */
export const MEDIA_PATH = "/media/";

/**
 * The address a browser loads an image from. Saved URLs stay site paths (`/uploads/<name>`), so the data never
 * depends on where the images are hosted; with a public base (`S3_PUBLIC_URL`, a CDN) uploaded images are
 * loaded from there instead of through the app. Any other URL is left as it is.
 */
export function servedImageUrl(url: string, uploadsBaseUrl: string): string {
  return uploadsBaseUrl && url.startsWith(UPLOADS_PATH) ? `${uploadsBaseUrl}${url}` : url;
}
