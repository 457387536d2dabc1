/**
 * `npm run db:seed`: migrates the configured database and seeds the demo business if it is empty.
 * On the embedded database it uses the server the site runs, or runs one for as long as it needs it.
 */
import { ConfigError, loadConfig } from "~/lib/env.server";
import { openDatabase } from "./client.server";
import { EmbeddedPostgresError } from "./embedded-postgres-files.server";
import { announcePublicContentChange } from "./public-content-changes";
import { seedDemoData } from "./seed";

try {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: config.DATA_DIR, role: "command" },
  );
  try {
    await database.migrate();
    const seeded = await seedDemoData(database.db);
    // A site already running forgets the empty pages it may have cached.
    if (seeded) await announcePublicContentChange(database.db);
    console.log(seeded ? "Seeded the demo business." : "The database already has data: nothing seeded.");
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof EmbeddedPostgresError)) throw error;
  console.error(error.message);
  process.exit(1);
}
