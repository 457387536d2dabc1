/**
 * The sweep of unused uploads (a scheduled job, docs/background-work.md). An image uploaded but never
 * saved into a service, project, the settings, a quote request, an estimate, a change order or a job (a form
 * left unsaved, a photo replaced or removed) is deleted once nothing has referenced it for a day (what counts
 * as a reference: image-references.server.ts). The public storage and the private one
 * (docs/private-media.md) are swept alike, each against every table: an image is kept wherever it is stored
 * as long as any row names it.
 */
import type { Db } from "~db/client.server";
import { deleteImage } from "./image-processing.server";
import { isImageReferenced } from "./image-references.server";
import type { ImageStorage } from "./image-storage.server";
import { imageIdOf } from "./upload-names";

/** How long an upload may wait for its form to be saved: younger images are never deleted. */
export const UNUSED_UPLOAD_GRACE_HOURS = 24;

/**
 * Deletes every stored image whose newest file is older than the grace period at `now` and that no saved
 * row mentions; answers their ids. Each image is looked up just before it goes, so that one saved while
 * the sweep runs through the others is kept.
 */
export async function sweepUnusedImages(db: Db, storage: ImageStorage, now = new Date()): Promise<string[]> {
  const newest = new Map<string, number>();
  for (const file of await storage.list()) {
    const imageId = imageIdOf(file.name);
    if (imageId) newest.set(imageId, Math.max(newest.get(imageId) ?? 0, file.modifiedAt.getTime()));
  }
  const cutoff = now.getTime() - UNUSED_UPLOAD_GRACE_HOURS * 60 * 60 * 1000;
  const deleted: string[] = [];
  for (const [imageId, modifiedAt] of newest) {
    if (modifiedAt > cutoff || (await isImageReferenced(db, imageId))) continue;
    await deleteImage(storage, imageId);
    deleted.push(imageId);
  }
  return deleted;
}
