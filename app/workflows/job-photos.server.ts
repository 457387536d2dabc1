/**
 * A photo taken on a job or visit (docs/job-media.md): checked and re-encoded as every upload is (no EXIF, no
 * location), stored in the private store, and kept with its stage and caption. A phone on a weak signal sends
 * the same upload again with the same `uploadKey`: the photo stored the first time is the answer, and no
 * second copy is kept. The JSON API and the job page's native post both come here.
 */
import type { PhotoView } from "~/features/job-media/job-media-view";
import { PHOTO_REQUIRED, photoFieldsSchema } from "~/features/job-media/job-media.schema";
import { insertPhoto, photoOfUpload } from "~/features/job-media/job-photos.server";
import type { MediaOwner } from "~/features/job-media/media-owner";
import { resolveOwner } from "~/features/job-media/media-owners.server";
import { deleteImage, ImageRejectedError, storeImage } from "~/features/uploads/image-processing.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { imageIdOf, MEDIA_PATH } from "~/features/uploads/upload-names";
import { DomainError, invalid } from "~/lib/domain-error";
import { parseInput } from "~/lib/input";
import type { Db } from "~db/client.server";

export interface PhotoDeps {
  db: Db;
  privateMedia: ImageStorage;
}

/** What was posted: the file's bytes (none when no file came) and the text fields. */
export interface PostedPhoto {
  bytes: Buffer | undefined;
  fields: { stage?: unknown; caption?: unknown; uploadKey?: unknown };
}

/** Stores the photo (or finds the one its upload key stored); no such job or visit 404, bad input 400. */
export async function addJobPhoto(
  { db, privateMedia }: PhotoDeps,
  requested: MediaOwner,
  posted: PostedPhoto,
): Promise<PhotoView> {
  const { owner } = await resolveOwner(db, requested);
  const fields = parseInput(photoFieldsSchema, posted.fields);
  if (fields.uploadKey) {
    const earlier = await photoOfUpload(db, owner, fields.uploadKey);
    if (earlier) return earlier;
  }
  if (!posted.bytes || posted.bytes.length === 0) throw invalid(PHOTO_REQUIRED, { photo: PHOTO_REQUIRED });
  const url = await storePrivately(privateMedia, posted.bytes);
  const { photo, stored } = await insertPhoto(db, owner, { url, ...fields });
  // The same upload was stored meanwhile by its other attempt: this copy is one too many.
  if (!stored) await deleteImage(privateMedia, imageIdOf(url.slice(MEDIA_PATH.length))!);
  return photo;
}

/** The uploads' checks, their refusal said at the photo's field. */
async function storePrivately(privateMedia: ImageStorage, bytes: Buffer) {
  try {
    return await storeImage(privateMedia, bytes, MEDIA_PATH);
  } catch (error) {
    if (error instanceof ImageRejectedError)
      throw new DomainError(error.code, error.message, { fields: { photo: error.message } });
    throw error;
  }
}
