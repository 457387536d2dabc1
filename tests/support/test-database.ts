/**
 * A clean, migrated database for one test file, made in a moment by copying a migrated template database on
 * the test run's PostgreSQL server: the embedded server that tests/support/database-server.ts starts once per
 * run, or the server named by TEST_DATABASE_URL. dispose() drops it.
 */
import crypto from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type Database } from "~db/client.server";
import { databaseUrlOf, onServer } from "~db/server-statements";
import { TEST_SERVER_KEY, type TestDatabaseServer } from "./database-server";

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

/** The run's server and template, from the global setup (vitest), or TEST_DATABASE_URL outside it. */
function testServer(): TestDatabaseServer {
  try {
    const provided = inject(TEST_SERVER_KEY);
    if (provided) return provided;
  } catch {
    // Not inside a vitest worker (a bench or a script).
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("No test database server: run under vitest, or set TEST_DATABASE_URL.");
  return { serverUrl };
}

export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const { serverUrl, template } = testServer();
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const copy = migrated && template;
  await onServer(serverUrl, `create database ${name}${copy ? ` template ${template}` : ""}`);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  if (migrated && !copy) await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
