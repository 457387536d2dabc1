/**
 * Published copies of private photos (docs/job-media.md, decision 0025): a photo the owner publishes to the
 * portfolio is copied, variant by variant, from the private store into the public one under a new random
 * name, so that the public address says nothing of the private one and unpublishing can delete the copy
 * while the original stays private. The variants are already re-encoded (no EXIF, no location): the bytes are
 * copied as they are.
 */
import crypto from "node:crypto";
import { deleteImage } from "~/features/uploads/image-processing.server";
import { isImageReferenced } from "~/features/uploads/image-references.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import {
  imageIdOf,
  imageUrlOf,
  MEDIA_PATH,
  UPLOADS_PATH,
  variantName,
  VARIANT_WIDTHS,
} from "~/features/uploads/upload-names";
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";

export const PHOTO_FILE_MISSING =
  "A photo's file is missing, so it cannot be published: choose another photo";

/** The image id of a stored image's address under `path` (`/media/<id>-1200.webp`), else undefined. */
const storedIdOf = (url: string, path: string) =>
  url.startsWith(path) ? imageIdOf(url.slice(path.length)) : undefined;

/** Copies the private photo at `mediaUrl` into the public store; answers the copy's `/uploads/` address. */
export async function copyToPublic(
  privateMedia: ImageStorage,
  storage: ImageStorage,
  mediaUrl: string,
): Promise<string> {
  const imageId = storedIdOf(mediaUrl, MEDIA_PATH);
  if (!imageId) throw new DomainError("conflict", PHOTO_FILE_MISSING);
  const variants = await Promise.all(
    VARIANT_WIDTHS.map((width) => privateMedia.read(variantName(imageId, width))),
  );
  if (variants.some((bytes) => bytes === undefined)) throw new DomainError("conflict", PHOTO_FILE_MISSING);
  const copyId = crypto.randomBytes(16).toString("hex");
  await Promise.all(
    variants.map((bytes, i) => storage.put(variantName(copyId, VARIANT_WIDTHS[i]!), bytes!, "image/webp")),
  );
  return imageUrlOf(copyId, UPLOADS_PATH);
}

/**
 * Deletes the public images at `urls` (`/uploads/` addresses; any other is left alone) that no saved row
 * mentions any more: a copy the owner also chose for another project stays.
 */
export async function deletePublicCopies(db: Db, storage: ImageStorage, urls: readonly string[]) {
  for (const url of urls) {
    const imageId = storedIdOf(url, UPLOADS_PATH);
    if (imageId && !(await isImageReferenced(db, imageId))) await deleteImage(storage, imageId);
  }
}
