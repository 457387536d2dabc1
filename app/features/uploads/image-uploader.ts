import type { ImageUploader } from "~/components/ui/image-field";
import { ApiError, clientOf } from "~/lib/api-client";
import { adminUploadEndpoints } from "./endpoints";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from "./upload";

const uploads = clientOf(adminUploadEndpoints);

/** The back office's image storage: POST /api/admin/upload (field `image`) and DELETE of our own files. */
export const adminImageUploader: ImageUploader = {
  maxBytes: MAX_UPLOAD_BYTES,
  acceptedTypes: ACCEPTED_IMAGE_TYPES,
  async upload(file) {
    const form = new FormData();
    form.append("image", file);
    try {
      return (await uploads.upload({ body: form })).url;
    } catch (error) {
      // The server's message, else "Failed to upload image".
      if (error instanceof ApiError) throw new Error(error.serverMessage || "Failed to upload image");
      throw error;
    }
  },
  remove(url) {
    const name = ownUploadName(url);
    if (name) void uploads.remove({ params: { filename: name } }).catch(() => undefined);
  },
};

/** The file name of one of our uploads ("/uploads/<name>"), or null for any other image address. */
export function ownUploadName(url: string): string | null {
  const match = /^\/uploads\/([^/?#]+)$/.exec(url.trim());
  return match ? match[1] : null;
}
