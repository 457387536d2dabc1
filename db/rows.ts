import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./client.server";

/** The rows of a hand-written query (node-postgres answers `{ rows }`). */
export async function selectRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A timestamptz as an ISO-8601 UTC string, written by the database: the drivers disagree on how they
 * hand timestamps back (Date objects, or text in the server's format).
 */
export const isoTimestamp = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A user's search text as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether the database refused a row for a unique index (23505), `constraint` the index when named. Drizzle
 * may wrap the driver's error: its cause is read too.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  type PgError = { code?: unknown; constraint?: unknown; cause?: unknown } | null | undefined;
  return [error as PgError, (error as PgError)?.cause as PgError].some(
    (pg) => pg?.code === "23505" && (constraint === undefined || pg.constraint === constraint),
  );
}
