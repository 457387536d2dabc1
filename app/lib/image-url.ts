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
