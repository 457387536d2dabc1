/**
 * The one place that chooses the database. It is always PostgreSQL through a `pg` pool: the server named by
 * DATABASE_URL, or without it the embedded server under DATA_DIR (db/embedded-postgres.server.ts and its neighbours), started
 * here when nobody runs it yet and stopped on close by whoever started it.
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Role } from "./embedded-postgres-process.server";
import { embeddedPostgres, type EmbeddedPostgres } from "./embedded-postgres.server";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: "embedded" | "postgres";
  /** The connection string, for what needs connections of its own (LISTEN, the job queue, another pool). */
  url: string;
  /** Applies the committed migrations (safe to run from several instances at once). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

export type DatabaseOptions = { onPoolError?: (error: Error) => void; poolSize?: number } & (
  { databaseUrl: string } | { dataDir: string; role?: Role }
);

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any constant works; it only has to be the same in every instance of this app.
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url: string;
  if ("databaseUrl" in options) url = options.databaseUrl;
  else {
    embedded = await embeddedPostgres({ dataDir: options.dataDir, role: options.role ?? "site" });
    url = embedded.url();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // Without a listener an idle client's error (server restart, network drop) would crash the process.
  pool.on("error", (error) => options.onPoolError?.(error));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: embedded ? "embedded" : "postgres",
    url,
    async migrate() {
      // A dedicated connection holds an advisory lock so that instances starting together migrate one at a time.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
