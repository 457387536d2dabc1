/**
 * Vitest's global setup: one PostgreSQL server for the whole test run (an embedded one in a temporary
 * folder, or the server of TEST_DATABASE_URL) and one migrated template database on it, job queue included,
 * which every test file copies (tests/support/test-database.ts). Both are removed at the end of the run.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~db/client.server";
import { embeddedPostgres } from "~db/embedded-postgres.server";
import { databaseUrlOf, onServer } from "~db/server-statements";
import { createLogger } from "~server/logger";
import { startJobQueue } from "~server/queue/job-queue";

export const TEST_SERVER_KEY = "testDatabaseServer";

export interface TestDatabaseServer {
  /** A URL of the server (its maintenance database), for creating and dropping databases. */
  serverUrl: string;
  /** The migrated database to copy. */
  template?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    [TEST_SERVER_KEY]: TestDatabaseServer;
  }
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-postgres-"));
    const server = await embeddedPostgres({ dataDir, role: "command", throwaway: true });
    serverUrl = server.url();
    stopServer = async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const template = `test_template_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, template) });
  try {
    await database.migrate();
    // The job queue's schema and queues too, so that a test server's queue starts in a copy at once.
    const jobs = await startJobQueue({
      connectionString: database.url,
      logger: createLogger("silent"),
      working: false,
    });
    await jobs.stop(1_000);
  } finally {
    await database.close();
  }
  project.provide(TEST_SERVER_KEY, { serverUrl, template });
  return async () => {
    await onServer(serverUrl, `drop database if exists ${template} with (force)`);
    await stopServer();
  };
}
