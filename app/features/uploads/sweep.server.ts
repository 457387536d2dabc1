/**
 * The sweep of unused uploads (a scheduled job, docs/background-work.md). An image uploaded but never
 * saved into a service, project, the settings, a quote request or an estimate (a form left unsaved, a photo
 * replaced or removed) is deleted once nothing has referenced it for a day. An image is referenced when its
 * id appears anywhere in a row of the tables that hold saved image URLs: every column is read, so a new image
 * field of those tables is covered without changing this file; a new table of images must be added below.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import {
  businessSettings,
  changeOrderPhotos,
  estimatePhotos,
  projectImages,
  projects,
  quoteRequestPhotos,
  services,
  users,
} from "~db/schema";
import { deleteImage } from "./image-processing.server";
import type { ImageStorage } from "./image-storage.server";
import { imageIdOf } from "./upload-names";

/** How long an upload may wait for its form to be saved: younger images are never deleted. */
export const UNUSED_UPLOAD_GRACE_HOURS = 24;

/** Every table that holds saved image URLs: a table missing here would see its images deleted. */
const REFERRING_TABLES = [
  services,
  projects,
  projectImages,
  businessSettings,
  users,
  quoteRequestPhotos,
  estimatePhotos,
  changeOrderPhotos,
];

/** Whether a saved row mentions the image (by its id, so any of its URLs or variants counts). */
export async function isImageReferenced(db: Db, imageId: string): Promise<boolean> {
  const mentions: SQL[] = REFERRING_TABLES.map(
    (table) => sql`exists (select 1 from ${table} t where strpos(t::text, ${imageId}) > 0)`,
  );
  const [row] = await selectRows<{ referenced: boolean }>(
    db,
    sql`select (${sql.join(mentions, sql` or `)}) as referenced`,
  );
  return row?.referenced === true;
}

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
