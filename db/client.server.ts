/**
 * The one place that chooses the database: PGlite (embedded, persisted under DATA_DIR, or in memory)
 * when there is no DATABASE_URL, otherwise a PostgreSQL server through a `pg` pool.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** Applies the committed migrations (safe to run from several instances at once). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  { databaseUrl: string; onPoolError?: (error: Error) => void } | { dataDir: string | "memory" };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any constant works; it only has to be the same in every instance of this app.
const MIGRATION_LOCK_ID = 727_001;

export class DatabaseInUseError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return "databaseUrl" in options
    ? openPostgres(options.databaseUrl, options.onPoolError)
    : openPglite(options.dataDir);
}

async function openPostgres(databaseUrl: string, onPoolError?: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // Without a listener an idle client's error (server restart, network drop) would crash the process.
  pool.on("error", (error) => onPoolError?.(error));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: "postgres",
    async migrate() {
      // A dedicated connection holds an advisory lock so that instances starting together migrate one at a time.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const lock = dataDir === "memory" ? undefined : acquireDirectoryLock(dataDir);
  let client: PGlite;
  try {
    // pg_trgm serves the back office's appointment search (a trigram index; see db/schema.ts).
    const options = { extensions: { pg_trgm } };
    client = dataDir === "memory" ? new PGlite(options) : new PGlite(path.join(dataDir, "pglite"), options);
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    async ping() {
      await client.query("select 1");
    },
    async close() {
      await client.close();
      lock?.release();
    },
  };
}

/**
 * PGlite is a single-writer database in this process's memory: a second process opening the same folder
 * would corrupt it. A lock file with the owner's pid makes the second opener refuse instead.
 */
function acquireDirectoryLock(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "pglite.lock");
  const tryCreate = () => {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  };
  if (!tryCreate()) {
    const owner = Number(fs.readFileSync(lockPath, "utf8"));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by another process (pid ${owner}). Stop that process first.`,
      );
    }
    // The previous owner is gone (crash or kill -9): the lock is stale.
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate())
      throw new DatabaseInUseError(`The embedded database in ${dataDir} was just opened by another process.`);
  }
  return {
    release() {
      fs.rmSync(lockPath, { force: true });
    },
  };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
