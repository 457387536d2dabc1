/**
 * A data migration, run at every start after the SQL migrations (server/index.ts, server/worker.ts): quote
 * requests' photos saved before photos were private (`/uploads/<name>`, public) move to the private storage
 * (`/media/<name>`, docs/private-media.md). The estimates written from those requests carry the same URLs
 * (their photos were copied from the request), so their rows move with them.
 *
 * One photo at a time, each in a transaction under one advisory lock, so instances starting together take
 * turns and a second run finds nothing left: copy both variants to the private storage, rewrite the rows,
 * then delete the public copies unless another row still names them publicly. The deletion is last and
 * inside the transaction: should the commit fail after it, the next run finds the private copies already
 * there and only rewrites the rows. A start with nothing left to move costs one small query.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import { isMentioned } from "./image-references.server";
import type { ImageStorage } from "./image-storage.server";
import { imageIdOf, MEDIA_PATH, UPLOADS_PATH, variantName, VARIANT_WIDTHS } from "./upload-names";

export interface QuotePhotoMove {
  /** Photos whose rows now name `/media/`. */
  moved: number;
  /** Of those, the variants found in neither storage (the photo was already lost before the move). */
  missingFiles: number;
}

const LOCK = "private-quote-photos";

/** Moves every quote request photo still under `/uploads/` into `privateImages`; answers what it did. */
export async function moveQuotePhotosToPrivate(
  db: Db,
  publicImages: ImageStorage,
  privateImages: ImageStorage,
): Promise<QuotePhotoMove> {
  const result: QuotePhotoMove = { moved: 0, missingFiles: 0 };
  // The id after which to look: a row whose URL is not one of our names is left as it is, and passed.
  let after = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LOCK}))`);
      const [row] = await selectRows<{ id: number; url: string }>(
        tx,
        sql`select id, url from quote_request_photos
            where id > ${after} and starts_with(url, ${UPLOADS_PATH}) order by id limit 1`,
      );
      if (!row) return undefined;
      const name = row.url.slice(UPLOADS_PATH.length);
      const imageId = imageIdOf(name);
      if (!imageId) return { id: row.id, missing: 0, moved: false };

      let missing = 0;
      for (const width of VARIANT_WIDTHS) {
        const variant = variantName(imageId, width);
        const bytes = await publicImages.read(variant);
        if (bytes) await privateImages.put(variant, bytes, "image/webp");
        else if (!(await privateImages.exists(variant))) missing += 1;
      }
      const mediaUrl = `${MEDIA_PATH}${name}`;
      await tx.execute(sql`update quote_request_photos set url = ${mediaUrl} where url = ${row.url}`);
      await tx.execute(sql`update estimate_photos set url = ${mediaUrl} where url = ${row.url}`);
      // Another row that shows the same image publicly (an admin reused its address) keeps the public copy.
      if (!(await isMentioned(tx, `${UPLOADS_PATH}${imageId}`))) {
        for (const width of VARIANT_WIDTHS) await publicImages.delete(variantName(imageId, width));
      }
      return { id: row.id, missing, moved: true };
    });
    if (!step) return result;
    after = step.id;
    if (step.moved) result.moved += 1;
    result.missingFiles += step.missing;
  }
}
