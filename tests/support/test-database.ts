/**
 * A clean, migrated database for one test file: an in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by dispose()).
 */
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../db/client.server";

export interface TestDatabase extends Database {
  /** The connection URL when on a PostgreSQL server; undefined for the embedded database. */
  url?: string;
  dispose(): Promise<void>;
}

export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory" });
    if (migrated) await database.migrate();
    return { ...database, dispose: () => database.close() };
  }

  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  if (migrated) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async dispose() {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
