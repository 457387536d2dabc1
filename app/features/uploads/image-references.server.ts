/**
 * Which saved rows name an image. An image is referenced when its id appears anywhere in a row of the tables
 * that hold saved image URLs: every column is read, so a new image field of those tables is covered without
 * changing this file; a new table of images must be added below. The sweep of unused uploads
 * (sweep.server.ts) and the move of quote photos to the private storage (private-quote-photos.server.ts)
 * read it.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { selectRows } from "~db/rows";
import {
  businessSettings,
  changeOrderPhotos,
  estimatePhotos,
  jobPhotos,
  projectImages,
  projects,
  quoteRequestPhotos,
  services,
  users,
} from "~db/schema";

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
  jobPhotos,
];

/** Whether a saved row mentions the image (by its id, so any of its URLs or variants counts). */
export function isImageReferenced(db: Pick<Db, "execute">, imageId: string): Promise<boolean> {
  return isMentioned(db, imageId);
}

/** Whether any row of the tables that hold image URLs has `text` anywhere in it. */
export async function isMentioned(db: Pick<Db, "execute">, text: string): Promise<boolean> {
  const mentions: SQL[] = REFERRING_TABLES.map(
    (table) => sql`exists (select 1 from ${table} t where strpos(t::text, ${text}) > 0)`,
  );
  const [row] = await selectRows<{ referenced: boolean }>(
    db,
    sql`select (${sql.join(mentions, sql` or `)}) as referenced`,
  );
  return row?.referenced === true;
}
