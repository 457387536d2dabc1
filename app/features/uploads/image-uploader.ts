import type { ImageUploader } from "~/components/ui/image-field";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, type UploadResponse } from "./upload";

const UPLOAD_URL = "/api/admin/upload";

/** The back office's image storage: POST /api/admin/upload (field `image`) and DELETE of our own files. */
export const adminImageUploader: ImageUploader = {
  maxBytes: MAX_UPLOAD_BYTES,
  acceptedTypes: ACCEPTED_IMAGE_TYPES,
  async upload(file) {
    const form = new FormData();
    form.append("image", file);
    const response = await fetch(UPLOAD_URL, { method: "POST", body: form, credentials: "include" });
    const body = (await response.json().catch(() => undefined)) as UploadResponse | undefined;
    if (response.ok && body?.success) return body.url;
    // The server's message, else "Failed to upload image".
    throw new Error(body?.message || "Failed to upload image");
  },
  remove(url) {
    const name = ownUploadName(url);
    if (!name) return;
    void fetch(`${UPLOAD_URL}/${encodeURIComponent(name)}`, {
      method: "DELETE",
      credentials: "include",
    }).catch(() => undefined);
  },
};

/** The file name of one of our uploads ("/uploads/<name>"), or null for any other image address. */
export function ownUploadName(url: string): string | null {
  const match = /^\/uploads\/([^/?#]+)$/.exec(url.trim());
  return match ? match[1] : null;
}
