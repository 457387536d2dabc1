/**
 * The data migrations: changes to stored data and files that SQL alone cannot make, run at every start right
 * after the SQL migrations, by the site and by a separate worker alike (whoever starts first does the work,
 * under each step's own advisory lock; a run with nothing left to do is a query or two).
 */
import { imageStorageFrom } from "~/features/uploads/image-storage.server";
import { moveQuotePhotosToPrivate } from "~/features/uploads/private-quote-photos.server";
import type { Config } from "~/lib/env.server";
import type { Database } from "~db/client.server";
import type { Logger } from "./logger";

/**
 * Runs each step. A step that fails is logged and left for the next start rather than keeping the site down:
 * what it had not moved yet is still where it was, and still served from there.
 */
export async function runDataMigrations(
  database: Pick<Database, "db">,
  config: Pick<Config, "DATA_DIR" | "s3">,
  logger: Logger,
): Promise<void> {
  try {
    const { moved, missingFiles } = await moveQuotePhotosToPrivate(
      database.db,
      imageStorageFrom(config),
      imageStorageFrom(config, "private"),
    );
    if (moved > 0) logger.info({ photos: moved }, "quote request photos moved to the private storage");
    if (missingFiles > 0)
      logger.warn({ files: missingFiles }, "quote request photo files were missing before the move");
  } catch (err) {
    logger.error(
      { err },
      "quote request photos not moved to the private storage yet: tried again next start",
    );
  }
}
