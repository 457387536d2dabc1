/**
 * `npm run admin:create -- --email <email> --password <password> [--first-name <name>] [--last-name <name>]`
 * Creates an admin account, or promotes an existing one and sets its password. The password may come from
 * ADMIN_PASSWORD instead, to keep it out of the shell history. On the embedded database it uses the server
 * the site runs, or runs one for as long as it needs it.
 */
import { parseArgs } from "node:util";
import { AdminAccountError, createOrPromoteAdmin } from "~/features/auth/admin-accounts.server";
import { ConfigError, loadConfig } from "~/lib/env.server";
import { openDatabase } from "~db/client.server";
import { EmbeddedPostgresError } from "~db/embedded-postgres-files.server";
import { recordedSiteAddress } from "~server/site-address";

const USAGE =
  "Usage: npm run admin:create -- --email <email> --password <password> [--first-name <name>] [--last-name <name>]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const password = args.password ?? process.env.ADMIN_PASSWORD;
if (!args.email || !password) fail(USAGE);

try {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: config.DATA_DIR, role: "command" },
  );
  try {
    await database.migrate();
    const { created } = await createOrPromoteAdmin(database.db, {
      email: args.email,
      password,
      firstName: args["first-name"],
      lastName: args["last-name"],
    });
    // The running site's address when SITE_URL is not given here: this shell may not have its PORT.
    const siteUrl = process.env.SITE_URL
      ? config.SITE_URL
      : (recordedSiteAddress(config.DATA_DIR) ?? config.SITE_URL);
    const email = args.email.trim().toLowerCase();
    console.log(
      created
        ? `Created the admin ${email}. Sign in at ${siteUrl}/login.`
        : `${email} is now an admin with the new password; its sessions were ended. Sign in at ${siteUrl}/login.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof AdminAccountError
  ) {
    fail(error.message);
  }
  throw error;
}
