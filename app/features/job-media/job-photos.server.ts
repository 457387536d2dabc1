/**
 * Photos of a job or visit (docs/job-media.md): private images (`/media/…`) with a stage and a caption. A
 * phone on a weak signal sends one upload again and again with the same `uploadKey`: the first one stored
 * is the photo, whoever asks after it.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { DomainError } from "~/lib/domain-error";
import type { PhotoStage } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { jobPhotos } from "~db/schema";
import type { PhotoView } from "./job-media-view";
import { ownerKey, type MediaOwner } from "./media-owner";
import { ofOwner, ownerColumns } from "./owner-columns.server";

const photoColumns = {
  id: jobPhotos.id,
  url: jobPhotos.url,
  stage: jobPhotos.stage,
  caption: jobPhotos.caption,
  createdAt: jobPhotos.createdAt,
  estimateId: jobPhotos.estimateId,
  bookingId: jobPhotos.bookingId,
};
type PhotoRow = Pick<typeof jobPhotos.$inferSelect, keyof typeof photoColumns>;

const KEY_OF_ANOTHER = "This upload key belongs to a photo of another job or visit";

const viewOf = ({ id, url, stage, caption, createdAt }: PhotoRow): PhotoView => ({
  id,
  url,
  stage: stage as PhotoStage,
  caption,
  createdAt: createdAt.toISOString(),
});

const ownedBy = (row: PhotoRow, owner: MediaOwner) =>
  ownerKey(row.estimateId !== null ? { estimateId: row.estimateId } : { bookingId: row.bookingId! }) ===
  ownerKey(owner);

/** The photo stored under `uploadKey` for this owner; one of another owner's is a 409. */
export async function photoOfUpload(db: Db, owner: MediaOwner, uploadKey: string) {
  const [row] = await db.select(photoColumns).from(jobPhotos).where(eq(jobPhotos.uploadKey, uploadKey));
  if (!row) return undefined;
  if (!ownedBy(row, owner)) throw new DomainError("conflict", KEY_OF_ANOTHER);
  return viewOf(row);
}

/**
 * Stores the photo's row; when its upload key was stored meanwhile (the same upload retried while the first
 * one was being saved), answers that photo instead with `stored: false`, and the caller drops its copy.
 */
export async function insertPhoto(
  db: Db,
  owner: MediaOwner,
  photo: { url: string; stage: PhotoStage; caption: string; uploadKey: string | null },
): Promise<{ photo: PhotoView; stored: boolean }> {
  const [row] = await db
    .insert(jobPhotos)
    .values({ ...ownerColumns(owner), ...photo })
    .onConflictDoNothing({ target: jobPhotos.uploadKey })
    .returning(photoColumns);
  if (row) return { photo: viewOf(row), stored: true };
  const earlier = await photoOfUpload(db, owner, photo.uploadKey!);
  if (!earlier) throw new Error("A photo's upload key conflicted with no stored photo");
  return { photo: earlier, stored: false };
}

/** Newest first. */
export async function listPhotos(db: Db, owner: MediaOwner): Promise<PhotoView[]> {
  const rows = await db
    .select(photoColumns)
    .from(jobPhotos)
    .where(ofOwner(jobPhotos, owner))
    .orderBy(desc(jobPhotos.createdAt), desc(jobPhotos.id));
  return rows.map(viewOf);
}

/** The photos `ids` of this owner, in the order of `ids`; an id that is not one of its photos is left out. */
export async function ownPhotos(db: Db, owner: MediaOwner, ids: readonly number[]): Promise<PhotoView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(photoColumns)
    .from(jobPhotos)
    .where(and(ofOwner(jobPhotos, owner), inArray(jobPhotos.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, viewOf(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
