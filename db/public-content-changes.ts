/**
 * "What the public pages show has changed": announced on a PostgreSQL channel after a write commits, heard
 * by every instance's page cache (server/page-cache/), which forgets its pages at once.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client.server";

export const PUBLIC_CONTENT_CHANNEL = "public_content_changed";

/** `source` names the announcing instance, so that it can skip its own announcement. */
export async function announcePublicContentChange(db: Db, source = ""): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${source})`);
}
